import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Automatyczne doładowania",
  heading: "Automatyczne doładowania",
  timing: "Automatyczne doładowania doładowują każdą ze swoich kart o 3:00 czasu nowojorskiego w każdym dniu wykonania.",
  empty: "Nie ma jeszcze żadnego automatycznego doładowania.",
  name: "Nazwa",
  frequency: "Częstotliwość",
  amount: "Kwota na kartę",
  members: "Karty",
  nextRun: "Następne doładowanie (czas nowojorski)",
  noNextRun: "Brak",
  status: "Stan",
  frequencies: {
    daily: "Codziennie",
    weekly: "Co tydzień",
    monthly: "Co miesiąc",
    last_of_month: "Ostatni dzień każdego miesiąca",
  },
  statuses: {
    active: "Aktywne",
    cancelled: "Anulowane",
    completed: "Zakończone",
  },
} satisfies Translated<typeof en>;
