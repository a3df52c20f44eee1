import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "گیرنده‌ها",
  heading: "گیرنده‌ها",
  export: "دانلود با قالب CSV",
  filtersLabel: "جستجو و فیلتر گیرنده‌ها",
  search: "جستجو با نام یا ایمیل",
  status: "وضعیت",
  sort: "مرتب‌سازی بر اساس",
  order: "ترتیب",
  ascending: "از کم به زیاد",
  descending: "از زیاد به کم",
  any: "همه",
  apply: "اعمال",
  clear: "پاک کردن",
  empty: "هیچ گیرنده‌ای با این جستجو مطابقت ندارد.",
  recipient: "گیرنده",
  bankAccount: "حساب بانکی",
  noBankAccount: "هنوز حساب بانکی ندارد",
  added: "تاریخ افزودن",
  statuses: {
    awaiting_recipient: "در انتظار اطلاعات بانکی گیرنده",
    pending_verification: "حساب بانکی در حال تأیید است",
    bank_account_verified: "آماده پرداخت",
    verification_failed: "تأیید حساب بانکی ناموفق بود",
  },
  sortKeys: {
    createdAt: "تاریخ افزودن",
    name: "نام",
  },
  csv: {
    recipientId: "شناسه گیرنده",
    name: "نام",
    email: "ایمیل",
    accountLast4: "حساب بانکی (۴ رقم آخر)",
    createdAt: "تاریخ افزودن",
  },
} satisfies Translated<typeof en>;
