import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "گزارش‌ها",
  heading: "گزارش‌ها",
  acrossPrograms: "گزارش‌های همه برنامه‌ها",
  date: "تاریخ",
  showNumbers: "نمایش ارقام",
  period: {
    label: "دوره",
    thisMonth: "این ماه",
    lastMonth: "ماه گذشته",
    thisQuarter: "این ربع سال",
    lastQuarter: "ربع گذشته سال",
    custom: "دوره دلخواه",
    from: "از",
    to: "تا",
    show: "نمایش گزارش",
    showing: "از {{from}} تا {{to}}، به وقت نیویارک.",
  },
  cards: {
    title: "کارت‌ها",
    loaded: "واریز شده به کارت‌ها",
    spent: "مصرف شده با کارت‌ها",
    cardCount: "کارت‌های صادر شده",
    activeCardCount: "کارت‌های استفاده شده",
    transactionCount: "خریدها",
    declinedCount: "خریدهای رد شده",
    spentPerDay: "مصرف روزانه",
    loadedPerDay: "واریز روزانه",
    perDay: "کارت‌ها به تفکیک روز",
    csv: "دانلود کارت‌ها به تفکیک روز (CSV)",
  },
  categories: {
    title: "مصرف به تفکیک دسته فروشنده",
    category: "دسته فروشنده",
    amount: "مصرف شده",
    count: "خریدها",
    hidden: "پنهان",
    empty: "در این دوره خریدی نیست.",
    csv: "دانلود مصرف به تفکیک دسته (CSV)",
  },
  transfers: {
    title: "انتقال بانکی",
    sent: "فرستاده شده",
    transferCount: "انتقال بانکی",
    recipientCount: "دریافت‌کننده‌های پرداخت شده",
    byStatus: "انتقال بانکی به تفکیک وضعیت",
    status: "وضعیت",
    count: "تعداد",
    amount: "مقدار",
    sentPerDay: "فرستاده شده روزانه",
    perDay: "انتقال بانکی به تفکیک روز",
    csv: "دانلود انتقال بانکی به تفکیک روز (CSV)",
    statuses: {
      created: "ایجاد شد",
      processing: "در جریان",
      completed: "تکمیل شد",
      failed: "ناکام شد",
    },
  },
  csv: {
    date: "تاریخ",
  },
  errors: {
    periodInvalid: "تاریخ شروع و تاریخ ختم را وارد کنید؛ شروع نباید بعد از ختم باشد.",
    periodTooLong: "یک گزارش حداکثر ۴۰۰ روز را در بر می‌گیرد.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "به تفکیک برنامه",
    caption: "ارقام هر برنامه در این دوره",
    program: "برنامه",
    sent: "فرستاده‌شده با انتقال بانکی",
    own: "{{name}} (بیرون از برنامه‌هایش)",
    empty: "این موسسه هنوز برنامه‌ای ندارد.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "کد دستهٔ فروشنده",
  },
} satisfies Translated<typeof en>;
