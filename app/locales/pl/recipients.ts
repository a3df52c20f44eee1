import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Odbiorcy",
  heading: "Odbiorcy",
  export: "Pobierz jako CSV",
  filtersLabel: "Wyszukaj i filtruj odbiorców",
  search: "Szukaj po imieniu i nazwisku lub adresie e-mail",
  status: "Stan",
  sort: "Sortuj według",
  order: "Kolejność",
  ascending: "Rosnąco",
  descending: "Malejąco",
  any: "Wszystkie",
  apply: "Zastosuj",
  clear: "Wyczyść",
  empty: "Żaden odbiorca nie pasuje do wyszukiwania.",
  recipient: "Odbiorca",
  bankAccount: "Konto bankowe",
  noBankAccount: "Jeszcze bez konta bankowego",
  added: "Dodano",
  statuses: {
    awaiting_recipient: "Czeka na dane bankowe odbiorcy",
    pending_verification: "Konto bankowe w weryfikacji",
    bank_account_verified: "Gotowy do wypłaty",
    verification_failed: "Weryfikacja konta bankowego nie powiodła się",
  },
  sortKeys: {
    createdAt: "Data dodania",
    name: "Imię i nazwisko",
  },
  csv: {
    recipientId: "ID odbiorcy",
    name: "Imię i nazwisko",
    email: "Adres e-mail",
    accountLast4: "Konto bankowe (ostatnie 4 cyfry)",
    createdAt: "Dodano",
  },
} satisfies Translated<typeof en>;
