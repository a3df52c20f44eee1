import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Raporty",
  heading: "Raporty",
  acrossPrograms: "Raporty wszystkich programów",
  date: "Data",
  showNumbers: "Pokaż liczby",
  period: {
    label: "Okres",
    thisMonth: "Ten miesiąc",
    lastMonth: "Poprzedni miesiąc",
    thisQuarter: "Ten kwartał",
    lastQuarter: "Poprzedni kwartał",
    custom: "Własny okres",
    from: "Od",
    to: "Do",
    show: "Pokaż raport",
    showing: "Od {{from}} do {{to}}, czas nowojorski.",
  },
  cards: {
    title: "Karty",
    loaded: "Doładowano na karty",
    spent: "Wydano kartami",
    cardCount: "Wydane karty",
    activeCardCount: "Używane karty",
    transactionCount: "Zakupy",
    declinedCount: "Odrzucone zakupy",
    spentPerDay: "Wydatki dziennie",
    loadedPerDay: "Doładowania dziennie",
    perDay: "Karty dziennie",
    csv: "Pobierz karty dziennie (CSV)",
  },
  categories: {
    title: "Wydatki według kategorii sprzedawcy",
    category: "Kategoria sprzedawcy",
    amount: "Wydano",
    count: "Zakupy",
    hidden: "Ukryta",
    empty: "Brak zakupów w tym okresie.",
    csv: "Pobierz wydatki według kategorii (CSV)",
  },
  transfers: {
    title: "Przelewy bankowe",
    sent: "Wysłano",
    transferCount: "Przelewy bankowe",
    recipientCount: "Opłaceni odbiorcy",
    byStatus: "Przelewy bankowe według statusu",
    status: "Stan",
    count: "Liczba",
    amount: "Kwota",
    sentPerDay: "Wysłano dziennie",
    perDay: "Przelewy bankowe dziennie",
    csv: "Pobierz przelewy bankowe dziennie (CSV)",
    statuses: {
      created: "Utworzony",
      processing: "W realizacji",
      completed: "Zakończony",
      failed: "Nieudany",
    },
  },
  csv: {
    date: "Data",
  },
  errors: {
    periodInvalid: "Podaj datę początkową i końcową; początek nie może być po końcu.",
    periodTooLong: "Raport może obejmować najwyżej 400 dni.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "Według programów",
    caption: "Dane każdego programu za wybrany okres",
    program: "Nazwa programu",
    sent: "Wysłano przelewem bankowym",
    own: "{{name}} (poza swoimi programami)",
    empty: "Ta organizacja nie ma jeszcze programów.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Kod kategorii sprzedawcy",
  },
} satisfies Translated<typeof en>;
