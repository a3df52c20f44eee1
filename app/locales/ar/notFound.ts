import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "الصفحة غير موجودة",
  heading: "هذه الصفحة غير موجودة",
  pathsUpdated: "غيّرنا مؤخرًا عناوين صفحات لوحة التحكم، لذلك قد لا يعمل الرابط القديم الذي حفظته.",
  loginAgain: "يُرجى تسجيل الدخول مرة أخرى للعثور على ما كنت تبحث عنه.",
  backHome: "العودة إلى الصفحة الرئيسية",
} satisfies Translated<typeof en>;
