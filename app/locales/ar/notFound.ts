import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "الصفحة غير موجودة",
  heading: "هذه الصفحة غير موجودة",
  pathsUpdated: "غيّرنا مؤخرًا عناوين صفحات لوحة التحكم، لذلك قد لا يعمل الرابط القديم الذي حفظته.",
  loginAgain: "يُرجى تسجيل الدخول مرة أخرى للعثور على ما كنت تبحث عنه.",
  backHome: "العودة إلى الصفحة الرئيسية",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "لم يتم العثور على البطاقة", missing: "لا توجد بطاقة {{id}} في {{business}}.", back: "العودة إلى البطاقات" },
    order: {
      title: "لم يتم العثور على طلب البطاقة",
      missing: "لا يوجد طلب بطاقة {{id}} في {{business}}.",
      back: "العودة إلى طلبات البطاقات",
    },
    recipient: { title: "لم يتم العثور على المستلم", missing: "لا يوجد مستلم {{id}} في {{business}}.", back: "العودة إلى المستلمين" },
    autoload: {
      title: "لم يتم العثور على الإضافة التلقائية للرصيد",
      missing: "لا توجد إضافة تلقائية للرصيد {{id}} في {{business}}.",
      back: "العودة إلى الإضافات التلقائية للرصيد",
    },
  },
  checkAddress: "إذا كتبت عنوان الصفحة بنفسك، فتحقق من صحته. وإذا وصلت عبر رابط، فربما أصبح قديمًا.",
  backToHome: "العودة إلى الرئيسية",
} satisfies Translated<typeof en>;
