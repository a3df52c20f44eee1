import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "کارت من",
  heading: "کارت‌های من",
  greeting: "سلام {{name}}",
  noCards: "هنوز هیچ کارتی به حساب شما متصل نشده است.",
  cardType: "نوع",
  formFactor: {
    physical: "کارت فیزیکی",
    virtual: "کارت مجازی",
  },
  cardNumber: "شماره کارت",
  endingIn: "رقم‌های پایانی",
  expires: "تاریخ انقضا",
  status: "وضعیت",
  cardStatus: {
    active: "فعال",
    inactive: "هنوز فعال نشده",
    locked: "قفل شده",
    frozen: "موقتاً توسط سازمان شما مسدود شده",
    closed: "توسط سازمان شما بسته شده",
  },
} satisfies Translated<typeof en>;
