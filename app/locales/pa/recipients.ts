import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "ترلاسه کوونکي",
  heading: "ترلاسه کوونکي",
  export: "د CSV په بڼه یې ښکته کړئ",
  filtersLabel: "د ترلاسه کوونکو لټون او فلټر",
  search: "د نوم یا ایمیل له مخې لټون",
  status: "حالت",
  sort: "ترتیب کړئ",
  order: "د ترتیب لوری",
  ascending: "له کم څخه زیات ته",
  descending: "له زیات څخه کم ته",
  any: "ټول",
  apply: "پلي کړئ",
  clear: "پاک کړئ",
  empty: "هیڅ ترلاسه کوونکی له دې لټون سره سمون نه لري.",
  recipient: "ترلاسه کوونکی",
  bankAccount: "بانکي حساب",
  noBankAccount: "تر اوسه بانکي حساب نه لري",
  added: "د زیاتولو نېټه",
  statuses: {
    awaiting_recipient: "د ترلاسه کوونکي بانکي معلوماتو ته انتظار",
    pending_verification: "بانکي حساب تاییدېږي",
    bank_account_verified: "د تادیې لپاره چمتو",
    verification_failed: "د بانکي حساب تایید ناکام شو",
  },
  sortKeys: {
    createdAt: "د زیاتولو نېټه",
    name: "نوم",
  },
  csv: {
    recipientId: "د ترلاسه کوونکي پېژند",
    name: "نوم",
    email: "ایمیل",
    accountLast4: "بانکي حساب (وروستي ۴ عددونه)",
    createdAt: "د زیاتولو نېټه",
  },
} satisfies Translated<typeof en>;
