import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "بطاقتي",
  heading: "بطاقاتي",
  greeting: "مرحبًا، {{name}}",
  noCards: "لا توجد بطاقة مرتبطة بحسابك حتى الآن.",
  cardType: "النوع",
  formFactor: {
    physical: "بطاقة بلاستيكية",
    virtual: "بطاقة افتراضية",
  },
  cardNumber: "رقم البطاقة",
  endingIn: "تنتهي بالأرقام",
  expires: "تاريخ الانتهاء",
  status: "الحالة",
  cardStatus: {
    active: "نشطة",
    inactive: "لم تُفعَّل بعد",
    locked: "مقفلة",
    frozen: "جمّدتها منظمتك",
    closed: "أغلقتها منظمتك",
  },
} satisfies Translated<typeof en>;
