import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "مرجع واجهة API",
  intro:
    "واجهة API لدى المزوّد التي تستدعيها أنظمتك، مولَّدة من العقد نفسه الذي يستخدمه التطبيق وبيئة الاختبار. المبالغ بالسنتات الصحيحة، والأوقات بصيغة ISO-8601 UTC، والقوائم مقسّمة إلى صفحات بمؤشّر.",
  authHeading: "المصادقة",
  authBody:
    "تحمل الاستدعاءات رمز حامل في ترويسة Authorization. وتحمل الاستدعاءات التي تنقل المال أيضًا ترويسة Idempotency-Key: إرسال المفتاح نفسه مجددًا يعيد الإجابة الأولى ولا ينقل المال مرتين.",
  errorsHeading: "الأخطاء",
  errorsBody: "يُجاب عن الخطأ بـ JSON: رمز ثابت ورسالة، وللحقول المرفوضة قائمة بالمشكلات.",
  groupsHeading: "مجموعات نقاط النهاية",
  groupColumn: "المجموعة",
  countColumn: "نقاط النهاية",
  allGroups: "كل المجموعات",
  parameters: "المعاملات",
  requestBody: "جسم الطلب",
  response: "الاستجابة",
  noBody: "بلا جسم.",
  errors: "الأخطاء",
  required: "إلزامي",
  optional: "اختياري",
  authBearer: "رمز حامل",
  authLinkToken: "رمز الرابط (ترويسة X-Link-Token)",
  authNone: "بلا مصادقة",
  values: "القيم",
  webhooksHeading: "التحقق من توقيع خطاف الويب",
  webhooksIntro:
    "كل تسليم هو طلب POST بجسم JSON وثلاث ترويسات، كما تصف مواصفة Standard Webhooks: webhook-id هو معرّف الحدث، وهو نفسه في كل محاولة، فاستخدمه لتجاهل رسالة عالجتها من قبل؛ وwebhook-timestamp هو وقت الإرسال بالثواني؛ وwebhook-signature يحمل توقيعًا واحدًا أو أكثر تفصل بينها مسافات.",
  step1: "خذ السر من وحدة تحكم خطافات الويب، واحذف البادئة whsec_ وفكّ ترميز الباقي من base64: هذا هو المفتاح.",
  step2: "كوِّن المحتوى الموقَّع: webhook-id ثم نقطة ثم webhook-timestamp ثم نقطة ثم الجسم كما وصل تمامًا، قبل تحليل JSON.",
  step3: "احسب HMAC-SHA256 للمحتوى بالمفتاح ورمّزه بـ base64.",
  step4:
    "اقبل الرسالة إذا طابق أحد توقيعات v1 في الترويسة توقيعك (قارن في زمن ثابت) وكان الطابع الزمني ضمن خمس دقائق من ساعتك. أثناء تدوير السر تحمل الترويسة توقيعًا لكل سر ما زال صالحًا.",
  exampleHeading: "مثال كامل",
  secret: "السر",
  body: "الجسم",
  signedContent: "المحتوى الموقَّع",
  codeHeading: "الأمر نفسه بلغة JavaScript",
  eventsHeading: "أنواع الأحداث",
  eventsBody:
    "تتلقى نقطة النهاية الأنواع التي اشتركت فيها، أو كلها إن لم تختر أيًّا منها. يسمّي الحقل data.change التغيير بدقة، مثل card_locked. يُعاد التسليم الذي لا يتلقى استجابة 2xx خلال عشر ثوانٍ بعد 5 ث و20 ث و80 ث وهكذا، ثماني محاولات في المجموع.",
} satisfies Translated<typeof en>;
