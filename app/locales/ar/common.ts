import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
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
  staleCursor: "لم تعد تلك الصفحة من القائمة موجودة، لذا هذه صفحتها الأولى.",
  requestBody: {
    unsupported: "لا تقبل هذه الصفحة إلا نموذجها. املأه هنا وأرسله مرة أخرى.",
    malformed: "تعذّرت قراءة ما أُرسل. املأ النموذج هنا وأرسله مرة أخرى.",
    tooLarge: "ما أُرسل كبير جدًا: 5 ميغابايت على الأكثر. املأ النموذج هنا وأرسله مرة أخرى.",
  },
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
