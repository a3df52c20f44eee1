import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "Komponenty",
  intro: "Każdy komponent systemu projektowego w każdym ze swoich stanów, z danymi demonstracyjnymi. Tę stronę pokazuje tylko piaskownica.",
  contents: "Na tej stronie",
  sections: {
    colours: "Kolory, które coś znaczą",
    pageHeader: "Nagłówek strony",
    facts: "Dane: etykieta i wartość",
    review: "Sprawdzenie przed przeniesieniem pieniędzy",
    receipt: "Potwierdzenie",
    table: "Tabela",
    filters: "Pasek filtrów i aktywne filtry",
    bulk: "Pasek działań zbiorczych",
    badges: "Plakietki stanu",
    empty: "Pusta lista",
    alerts: "Alerty i komunikaty",
    form: "Pola formularza i podsumowanie błędów",
    chart: "Wykres i jego liczby",
  },
  tones: {
    brand: "Marka: linki, główne przyciski, fokus",
    success: "Sukces: zrobione, gotowe, aktywne",
    warning: "Ostrzeżenie: wkrótce wymaga uwagi",
    danger: "Zagrożenie: odrzucone, nieudane, nie do cofnięcia",
    info: "Informacja: w toku",
    neutral: "Neutralny: zakończone, nic nie trzeba robić",
  },
  states: {
    hint: "Z podpowiedzią",
    invalid: "Z błędem",
    disabled: "Wyłączone",
  },
  demo: {
    program: "Program „Unity Rent Relief”",
    hint: "W dolarach i centach, na przykład 25.00.",
    info: "Przelew bankowy dotrze najpóźniej 2 gru 2026.",
    warning: "Saldo konta zasilającego jest mniejsze, niż potrzebują automatyczne doładowania w przyszłym miesiącu.",
  },
} satisfies Translated<typeof en>;
