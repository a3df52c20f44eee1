import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "حدث خطأ ما",
  heading: "حدث خطأ ما",
  body: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى بعد قليل.",
  unexpected: "حدث خطأ غير متوقع، حاول مرة أخرى.",
  reference: "الرقم المرجعي للدعم:",
  tryAgain: "حاول مرة أخرى",
  unavailableTitle: "الخدمة غير متاحة",
  unavailableHeading: "هذه الخدمة غير متاحة",
  unavailableBody:
    "هذا الموقع غير متصل بعد بمزوّد المدفوعات الخاص به، لذلك لا يمكنه عرض أي صفحة. يُرجى المحاولة مرة أخرى لاحقًا؛ وإذا استمرت المشكلة، فتواصل مع منظمتك.",
  codeLoad: {
    title: "تعذّر تحميل هذه الصفحة",
    body: "استغرق تحميل الصفحة وقتًا طويلًا جدًا أو انقطع الاتصال. تحقّق من اتصالك بالإنترنت ثم حاول مرة أخرى.",
  },
} satisfies Translated<typeof en>;
