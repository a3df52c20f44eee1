import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "گزارش‌ها",
  heading: "گزارش‌ها",
  acrossPrograms: "گزارش‌های همه برنامه‌ها",
  date: "تاریخ",
  showNumbers: "نمایش اعداد",
  period: {
    label: "دوره",
    thisMonth: "این ماه",
    lastMonth: "ماه گذشته",
    thisQuarter: "این فصل",
    lastQuarter: "فصل گذشته",
    custom: "دوره دلخواه",
    from: "از",
    to: "تا",
    show: "نمایش گزارش",
    showing: "از {{from}} تا {{to}}، به وقت نیویورک.",
  },
  cards: {
    title: "کارت‌ها",
    loaded: "شارژ شده روی کارت‌ها",
    spent: "خرج شده با کارت‌ها",
    cardCount: "کارت‌های صادرشده",
    activeCardCount: "کارت‌های استفاده‌شده",
    transactionCount: "خریدها",
    declinedCount: "خریدهای رد شده",
    spentPerDay: "خرج روزانه",
    loadedPerDay: "شارژ روزانه",
    perDay: "کارت‌ها به تفکیک روز",
    csv: "دانلود کارت‌ها به تفکیک روز (CSV)",
  },
  categories: {
    title: "خرج به تفکیک دسته فروشنده",
    category: "دسته فروشنده",
    amount: "خرج شده",
    count: "خریدها",
    hidden: "پنهان",
    empty: "در این دوره خریدی انجام نشده است.",
    csv: "دانلود خرج به تفکیک دسته (CSV)",
  },
  transfers: {
    title: "انتقال بانکی",
    sent: "ارسال شده",
    transferCount: "انتقال بانکی",
    recipientCount: "گیرنده‌های پرداخت‌شده",
    byStatus: "انتقال بانکی به تفکیک وضعیت",
    status: "وضعیت",
    count: "تعداد",
    amount: "مبلغ",
    sentPerDay: "ارسال روزانه",
    perDay: "انتقال بانکی به تفکیک روز",
    csv: "دانلود انتقال بانکی به تفکیک روز (CSV)",
    statuses: {
      created: "ایجاد شد",
      processing: "در حال انجام",
      completed: "انجام شد",
      failed: "ناموفق",
    },
  },
  csv: {
    date: "تاریخ",
  },
  errors: {
    periodInvalid: "تاریخ شروع و پایان را وارد کنید؛ شروع نباید بعد از پایان باشد.",
    periodTooLong: "یک گزارش حداکثر ۴۰۰ روز را پوشش می‌دهد.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "به تفکیک برنامه",
    caption: "ارقام هر برنامه در این دوره",
    program: "برنامه",
    sent: "ارسال‌شده با انتقال بانکی",
    own: "{{name}} (بیرون از برنامه‌هایش)",
    empty: "این سازمان هنوز برنامه‌ای ندارد.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "کد دستهٔ فروشنده",
  },
} satisfies Translated<typeof en>;
