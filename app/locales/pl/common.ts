import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  /** The last line of a CSV export cut short by a provider error (ADR 0228). */
  csvExport: {
    incomplete: "Eksport niepełny: dostawca płatności przestał odpowiadać przed końcem listy. Pobierz plik ponownie.",
  },
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
  staleCursor: "Tej strony listy już nie ma, więc widzisz jej pierwszą stronę.",
  requestBody: {
    unsupported: "Ta strona przyjmuje tylko własny formularz. Wypełnij go tutaj i wyślij ponownie.",
    malformed: "Nie udało się odczytać wysłanych danych. Wypełnij formularz tutaj i wyślij go ponownie.",
    tooLarge: "Wysłane dane są za duże: najwyżej 5 MB. Wypełnij formularz tutaj i wyślij go ponownie.",
  },
  review: {
    heading: "Sprawdź przed przeniesieniem pieniędzy",
    amount: "Kwota",
    from: "Skąd",
    to: "Dokąd",
    cardBalanceAfter: "Saldo karty po operacji",
    fundingBalanceAfter: "Saldo konta zasilającego po operacji",
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
  decline: {
    invalidMerchant: "Nieprawidłowy sprzedawca",
    velocityLimitExceeded: "Przekroczono limit wydatków",
    declined: "Odrzucona",
  },
  merchantCategories: {
    grocery_stores_supermarkets: "Sklepy spożywcze i supermarkety",
    drug_stores_and_pharmacies: "Drogerie i apteki",
    discount_stores: "Dyskonty",
    variety_stores: "Sklepy z różnościami",
    department_stores: "Domy towarowe",
    misc_general_merchandise: "Towary różne i sklepy internetowe",
    used_merchandise_and_secondhand_stores: "Sklepy z używanymi rzeczami",
    fast_food_restaurants: "Restauracje szybkiej obsługi",
    eating_places_restaurants: "Restauracje",
    service_stations: "Stacje benzynowe",
    local_commuter_transport: "Lokalny transport publiczny",
    bus_lines: "Autobusy dalekobieżne",
    taxicabs_limousines: "Taksówki i przewozy osób",
    home_supply_warehouse_stores: "Sklepy z artykułami do domu",
    utilities: "Media (prąd, gaz, woda)",
    cable_and_other_pay_television_services: "Telewizja kablowa i płatna",
    telecommunication_services: "Telefon i internet",
    hotels_motels_resorts: "Hotele i motele",
    airlines_air_carriers: "Linie lotnicze",
    car_rental_agencies: "Wynajem samochodów",
    betting_casino_gambling: "Zakłady, kasyna i hazard",
    package_stores_beer_wine_liquor: "Sklepy monopolowe",
    cigar_stores_and_stands: "Sklepy z tytoniem",
    bars_taverns_nightclubs: "Bary i kluby nocne",
    money_orders: "Przekazy pieniężne",
    financial_institutions_cash: "Wypłaty gotówki",
  },
  /** What to do next, under a receipt (issue 35 item 4, ADR 0235). */
  receiptNext: {
    cardLoad: "Posiadacz karty może już wydać te środki.",
    cardWithdraw: "Środki wróciły na konto zasilające i można nimi doładować inną kartę.",
    cardTransfer: "Posiadacz drugiej karty może już wydać te środki.",
    fundingTransfer:
      "Środków można od razu użyć do doładowania kart lub płatności dla odbiorców. Przeniesienie widnieje w historii poniżej.",
    payment: "Nic więcej nie trzeba robić: ta strona pokazuje stan płatności w miarę, jak bank ją przetwarza.",
    bulkLoad: "Posiadacze kart mogą już wydać te środki. Kartę, której nie doładowano, można doładować z jej własnej strony.",
  },
  // Issue 34 item 8 (ADR 0242): a dashboard path of a business not yet approved.
  approval: {
    pending: "Z panelu Twojej organizacji można korzystać, gdy jej wniosek zostanie zatwierdzony. Oto etap, na którym jest wniosek.",
  },
} satisfies Translated<typeof en>;
