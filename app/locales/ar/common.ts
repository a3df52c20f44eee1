import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "وضع الاختبار",
    banner: "وضع الاختبار: يستخدم هذا الموقع مزوّد الاختبار وبيانات تجريبية؛ لا تُستخدم هنا أي أموال أو بطاقات حقيقية.",
  },
  skipToContent: "انتقل إلى المحتوى الرئيسي",
  home: "الصفحة الرئيسية",
  supportHours:
    "الدعم متاح من الاثنين إلى الجمعة، من الساعة 9:00 إلى الساعة 18:00 بتوقيت شرق الولايات المتحدة، باستثناء أيام العطل الرسمية.",
  nextPage: "الصفحة التالية",
  pages: "الصفحات",
  firstPage: "الصفحة الأولى",
  loading: "جارٍ التحميل…",
  errorSummary: "هناك مشكلة",
  errorTitle: "خطأ: {{title}}",
  busy: "جارٍ الإرسال…",
  panelFailed: "تعذّر تحميل هذا القسم. أعد تحميل الصفحة للمحاولة مرة أخرى.",
  previousPage: "الصفحة السابقة",
  review: {
    heading: "راجع قبل تحويل الأموال",
    amount: "المبلغ",
    from: "من",
    to: "إلى",
    cardBalanceAfter: "رصيد البطاقة بعد ذلك",
    fundingBalanceAfter: "رصيد حساب التمويل بعد ذلك",
  },
  receipt: {
    title: "تم تحويل الأموال",
    amount: "المبلغ",
    newCardBalance: "رصيد البطاقة الجديد",
    newFundingBalance: "رصيد حساب التمويل الجديد",
    reference: "الرقم المرجعي",
  },
  customFields: { optional: "{{label}} (اختياري)", none: "لا شيء" },
  activeFilters: "عوامل التصفية المطبقة",
  removeFilter: "إزالة عامل التصفية {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
