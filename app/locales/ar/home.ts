import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "مرحبًا",
  heading: "مرحبًا بك في {{brand}}",
  intro: "اختر كيف تستخدم {{brand}}.",
  cardholdersTitle: "لديّ بطاقة",
  cardholdersBody: "تحقّق من رصيدك، واختر رمز PIN، وشاهد مشترياتك والمبالغ التي أُضيفت إلى بطاقتك.",
  adminsTitle: "أدير برنامجًا",
  adminsBody: "سجّل الدخول إلى لوحة التحكم لإدارة البطاقات والمدفوعات والأشخاص.",
  about: "حول {{brand}}",
  support: "هل تحتاج إلى مساعدة؟ تواصل مع فريق دعم {{support}}:",
} satisfies Translated<typeof en>;
