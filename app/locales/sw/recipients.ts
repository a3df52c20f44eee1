import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Wapokeaji",
  heading: "Wapokeaji",
  export: "Pakua kama CSV",
  filtersLabel: "Tafuta na chuja wapokeaji",
  search: "Tafuta kwa jina au barua pepe",
  status: "Hali",
  sort: "Panga kwa",
  order: "Mpangilio",
  ascending: "Kutoka ndogo hadi kubwa",
  descending: "Kutoka kubwa hadi ndogo",
  any: "Zote",
  apply: "Tumia",
  clear: "Futa",
  empty: "Hakuna mpokeaji anayelingana na utafutaji huu.",
  recipient: "Mpokeaji",
  bankAccount: "Akaunti ya benki",
  noBankAccount: "Bado hana akaunti ya benki",
  added: "Aliongezwa",
  statuses: {
    awaiting_recipient: "Inasubiri maelezo ya benki ya mpokeaji",
    pending_verification: "Akaunti ya benki inathibitishwa",
    bank_account_verified: "Tayari kulipwa",
    verification_failed: "Uthibitishaji wa benki umeshindwa",
  },
  sortKeys: {
    createdAt: "Tarehe ya kuongezwa",
    name: "Jina",
  },
  csv: {
    recipientId: "Kitambulisho cha mpokeaji",
    name: "Jina",
    email: "Barua pepe",
    accountLast4: "Akaunti ya benki (tarakimu 4 za mwisho)",
    createdAt: "Aliongezwa",
  },
} satisfies Translated<typeof en>;
