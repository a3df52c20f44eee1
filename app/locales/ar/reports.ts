import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "التقارير",
  heading: "التقارير",
  acrossPrograms: "تقارير جميع البرامج",
  date: "التاريخ",
  showNumbers: "إظهار الأرقام",
  period: {
    label: "الفترة",
    thisMonth: "هذا الشهر",
    lastMonth: "الشهر الماضي",
    thisQuarter: "هذا الربع",
    lastQuarter: "الربع الماضي",
    custom: "فترة مخصصة",
    from: "من",
    to: "إلى",
    show: "عرض التقرير",
    showing: "من {{from}} إلى {{to}}، بتوقيت نيويورك.",
  },
  cards: {
    title: "البطاقات",
    loaded: "المبالغ المضافة إلى البطاقات",
    spent: "المُنفق بالبطاقات",
    cardCount: "البطاقات الصادرة",
    activeCardCount: "البطاقات المستخدمة",
    transactionCount: "المشتريات",
    declinedCount: "المشتريات المرفوضة",
    spentPerDay: "الإنفاق اليومي",
    loadedPerDay: "المبالغ المضافة يوميًا",
    perDay: "البطاقات حسب اليوم",
    csv: "تنزيل البطاقات حسب اليوم (CSV)",
  },
  categories: {
    title: "الإنفاق حسب فئة التاجر",
    category: "فئة التاجر",
    amount: "المُنفق",
    count: "المشتريات",
    hidden: "مخفية",
    empty: "لا توجد مشتريات في هذه الفترة.",
    csv: "تنزيل الإنفاق حسب الفئة (CSV)",
  },
  transfers: {
    title: "التحويلات البنكية",
    sent: "المُرسل",
    transferCount: "التحويلات البنكية",
    recipientCount: "المستلمون الذين دُفع لهم",
    byStatus: "التحويلات البنكية حسب الحالة",
    status: "الحالة",
    count: "العدد",
    amount: "المبلغ",
    sentPerDay: "المُرسل يوميًا",
    perDay: "التحويلات البنكية حسب اليوم",
    csv: "تنزيل التحويلات البنكية حسب اليوم (CSV)",
    statuses: {
      created: "أُنشئ",
      processing: "قيد التنفيذ",
      completed: "مكتمل",
      failed: "فشل",
    },
  },
  csv: {
    date: "التاريخ",
  },
  errors: {
    periodInvalid: "أدخل تاريخ البداية وتاريخ النهاية، على ألا تكون البداية بعد النهاية.",
    periodTooLong: "يغطي التقرير 400 يوم على الأكثر.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "حسب البرنامج",
    caption: "أرقام كل برنامج خلال الفترة",
    program: "البرنامج",
    sent: "المُرسل بتحويل مصرفي",
    own: "{{name}} (خارج برامجها)",
    empty: "ليس لدى هذه المنظمة برامج بعد.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "رمز فئة التاجر",
  },
} satisfies Translated<typeof en>;
