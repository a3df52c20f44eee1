import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "دریافت‌کننده‌ها",
  heading: "دریافت‌کننده‌ها",
  export: "دانلود به شکل CSV",
  filtersLabel: "جستجو و فلتر دریافت‌کننده‌ها",
  search: "جستجو با نام یا ایمیل",
  status: "وضعیت",
  sort: "ترتیب به اساس",
  order: "ترتیب",
  ascending: "از کم به زیاد",
  descending: "از زیاد به کم",
  any: "همه",
  apply: "اعمال",
  clear: "پاک کردن",
  empty: "هیچ دریافت‌کننده‌ای با این جستجو مطابقت ندارد.",
  recipient: "دریافت‌کننده",
  bankAccount: "حساب بانکی",
  noBankAccount: "هنوز حساب بانکی ندارد",
  added: "تاریخ افزودن",
  statuses: {
    awaiting_recipient: "در انتظار معلومات بانکی دریافت‌کننده",
    pending_verification: "حساب بانکی در حال تأیید است",
    bank_account_verified: "آماده پرداخت",
    verification_failed: "تأیید حساب بانکی ناکام شد",
  },
  sortKeys: {
    createdAt: "تاریخ افزودن",
    name: "نام",
  },
  csv: {
    recipientId: "آی‌دی دریافت‌کننده",
    name: "نام",
    email: "ایمیل",
    accountLast4: "حساب بانکی (۴ رقم آخر)",
    createdAt: "تاریخ افزودن",
  },
} satisfies Translated<typeof en>;
