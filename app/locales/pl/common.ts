import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Tryb testowy",
    banner:
      "Tryb testowy: ta witryna korzysta z dostawcy testowego i danych demonstracyjnych; nic tutaj nie dotyczy prawdziwych pieniędzy ani prawdziwych kart.",
  },
  skipToContent: "Przejdź do głównej treści",
  home: "Strona główna",
  supportHours: "Pomoc jest dostępna od poniedziałku do piątku w godzinach 9:00–18:00 czasu wschodniego USA, z wyjątkiem świąt.",
  nextPage: "Następna strona",
  pages: "Strony",
  firstPage: "Pierwsza strona",
  loading: "Ładowanie…",
  errorSummary: "Wystąpił problem",
  errorTitle: "Błąd: {{title}}",
  busy: "Wysyłanie…",
  panelFailed: "Nie udało się wczytać tej sekcji. Odśwież stronę, aby spróbować ponownie.",
  previousPage: "Poprzednia strona",
  review: {
    heading: "Sprawdź przed przeniesieniem pieniędzy",
    amount: "Kwota",
    from: "Skąd",
    to: "Dokąd",
    cardBalanceAfter: "Saldo karty potem",
    fundingBalanceAfter: "Saldo konta zasilającego potem",
  },
  receipt: {
    title: "Pieniądze przeniesione",
    amount: "Kwota",
    newCardBalance: "Nowe saldo karty",
    newFundingBalance: "Nowe saldo konta zasilającego",
    reference: "Numer referencyjny",
  },
  customFields: { optional: "{{label}} (opcjonalnie)", none: "Brak" },
  activeFilters: "Zastosowane filtry",
  removeFilter: "Usuń filtr {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
