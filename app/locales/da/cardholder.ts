import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "کارت من",
  heading: "کارت‌های من",
  greeting: "سلام، {{name}}",
  noCards: "هنوز هیچ کارتی به حساب شما وصل نشده است.",
  cardType: "نوع",
  formFactor: {
    physical: "کارت فزیکی",
    virtual: "کارت مجازی",
  },
  cardNumber: "نمبر کارت",
  endingIn: "رقم‌های آخر",
  expires: "تاریخ ختم",
  status: "وضعیت",
  cardStatus: {
    active: "فعال",
    inactive: "هنوز فعال نشده",
    locked: "قفل شده",
    frozen: "توسط موسسه شما موقتاً مسدود شده است",
    closed: "توسط موسسه شما برای همیشه بسته شده است",
  },
} satisfies Translated<typeof en>;
