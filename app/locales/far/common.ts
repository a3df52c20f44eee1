import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  skipToContent: "رفتن به محتوای اصلی",
  home: "صفحه اصلی",
  supportHours: "پشتیبانی از دوشنبه تا جمعه، از ساعت ۹:۰۰ تا ۱۸:۰۰ به وقت شرق آمریکا در دسترس است، به‌جز روزهای تعطیل رسمی.",
  nextPage: "صفحه بعد",
  pages: "صفحه‌ها",
  firstPage: "صفحه اول",
  loading: "در حال بارگذاری…",
  errorSummary: "مشکلی وجود دارد",
  errorTitle: "خطا: {{title}}",
  busy: "در حال ارسال…",
  panelFailed: "این بخش بارگذاری نشد. برای تلاش دوباره، صفحه را دوباره بارگذاری کنید.",
  previousPage: "صفحه قبل",
  staleCursor: "آن صفحهٔ فهرست دیگر وجود ندارد، برای همین صفحهٔ اول آن نمایش داده می‌شود.",
  requestBody: {
    unsupported: "این صفحه فقط فرم خودش را می‌پذیرد. آن را همین‌جا پر کنید و دوباره بفرستید.",
    malformed: "آنچه فرستاده شد خوانده نشد. فرم را همین‌جا پر کنید و دوباره بفرستید.",
    tooLarge: "آنچه فرستاده شد بیش از حد بزرگ است: حداکثر ۵ مگابایت. فرم را همین‌جا پر کنید و دوباره بفرستید.",
  },
  review: {
    heading: "پیش از انتقال پول بررسی کنید",
    amount: "مبلغ",
    from: "از",
    to: "به",
    cardBalanceAfter: "موجودی کارت پس از آن",
    fundingBalanceAfter: "موجودی حساب تأمین وجه پس از آن",
  },
  receipt: {
    title: "پول منتقل شد",
    amount: "مبلغ",
    newCardBalance: "موجودی جدید کارت",
    newFundingBalance: "موجودی جدید حساب تأمین وجه",
    reference: "شماره پیگیری",
  },
  customFields: { optional: "{{label}} (اختیاری)", none: "هیچ‌کدام" },
  activeFilters: "فیلترهای اعمال‌شده",
  removeFilter: "حذف فیلتر {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
