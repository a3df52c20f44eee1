import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "حالت آزمایشی",
    banner: "حالت آزمایشی: این سایت از فراهم‌کنندهٔ آزمایشی و معلومات نمایشی استفاده می‌کند؛ در اینجا هیچ پول یا کارت واقعی به کار نمی‌رود.",
  },
  skipToContent: "رفتن به محتوای اصلی",
  home: "صفحه اصلی",
  supportHours: "بخش کمک از روز دوشنبه تا جمعه، از ساعت ۹:۰۰ الی ۱۸:۰۰ به وقت شرق امریکا فعال است، به استثنای رخصتی‌های رسمی.",
  nextPage: "صفحه بعدی",
  pages: "صفحه‌ها",
  firstPage: "صفحه اول",
  loading: "در حال بارگیری…",
  errorSummary: "یک مشکل وجود دارد",
  errorTitle: "خطا: {{title}}",
  busy: "در حال فرستادن…",
  panelFailed: "این بخش بارگیری نشد. برای کوشش دوباره، صفحه را دوباره بارگیری کنید.",
  previousPage: "صفحه قبلی",
  review: {
    heading: "پیش از انتقال پول بررسی کنید",
    amount: "مبلغ",
    from: "از",
    to: "به",
    cardBalanceAfter: "بیلانس کارت پس از آن",
    fundingBalanceAfter: "بیلانس حساب تمویل پس از آن",
  },
  receipt: {
    title: "پول انتقال یافت",
    amount: "مبلغ",
    newCardBalance: "بیلانس جدید کارت",
    newFundingBalance: "بیلانس جدید حساب تمویل",
    reference: "شماره مرجع",
  },
  customFields: { optional: "{{label}} (اختیاری)", none: "هیچ" },
  activeFilters: "فلترهای فعال",
  removeFilter: "حذف فلتر {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
