import type { Messages } from "./en";

export const ar = {
  greeting: "مرحبًا {name}،",
  greetingAnonymous: "مرحبًا،",
  testMode: "وضع الاختبار: هذه الرسالة من مزوّد الاختبار، ولا تُستخدم فيها أي أموال أو بطاقات حقيقية.",

  "otp.smsSubject": "رمز تسجيل الدخول",
  "otp.smsCardholder": "رمز تسجيل دخولك إلى بوابة حاملي البطاقات من Beacon هو {code}. تنتهي صلاحيته بعد 10 دقائق.",
  "otp.smsBusiness": "رمز تسجيل دخولك إلى لوحة تحكم Beacon هو {code}. تنتهي صلاحيته بعد 10 دقائق.",
  "otp.emailSubject": "رمز تسجيل الدخول الخاص بك",
  "otp.emailCardholder":
    "رمزك لمرة واحدة لبوابة حاملي البطاقات من Beacon هو {code}.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة.",
  "otp.emailBusiness":
    "رمزك لمرة واحدة للوحة تحكم Beacon هو {code}.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة.",

  "addressCode.subject": "رمز تأكيد بريدك الإلكتروني",
  "addressCode.cardholderBody":
    "يُنشئ أحدهم حسابًا في بوابة حاملي البطاقات من Beacon بعنوان البريد الإلكتروني هذا. رمز التأكيد هو {code}.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تكن أنت، فتجاهل هذه الرسالة: لا يُنشأ أي حساب دون الرمز.",
  "addressCode.businessBody":
    "يُنشئ أحدهم حسابًا في Beacon Payouts بعنوان البريد الإلكتروني هذا. رمز التأكيد هو {code}.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تكن أنت، فتجاهل هذه الرسالة: لا يُنشأ أي حساب دون الرمز.",

  "reset.subject": "إعادة تعيين كلمة المرور",
  "reset.body":
    "طلب شخص ما إعادة تعيين كلمة مرور حسابك في Beacon. افتح الرابط أدناه خلال ساعة واحدة لاختيار كلمة مرور جديدة. يعمل الرابط مرة واحدة فقط.\n\nإذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة؛ ستبقى كلمة مرورك كما هي.",

  "virtualCard.subject": "بطاقتك الافتراضية من {organization} جاهزة",
  "virtualCard.subjectResent": "بطاقتك الافتراضية من {organization} (أُرسلت مرة أخرى)",
  "virtualCard.body":
    "أصدرت لك {organization} بطاقة افتراضية. سجّل الدخول إلى بوابة حاملي البطاقات (أو أنشئ حسابك بعنوان البريد الإلكتروني هذا) لتفعيلها ورؤية رقم البطاقة. لا نرسل أرقام البطاقات بالبريد الإلكتروني أبدًا.",

  "member.addedSubject": "أُضفت إلى {business}",
  "member.addedBody": "أصبحت الآن عضوًا في {business} على Beacon Payouts. سجّل الدخول بكلمة مرورك الحالية.",
  "member.invitedSubject": "دعوة للانضمام إلى {business}",
  "member.invitedBody":
    "دُعيت لإدارة مدفوعات {business} على Beacon Payouts. افتح الرابط أدناه خلال 7 أيام لاختيار كلمة المرور. يعمل الرابط مرة واحدة فقط.",
  // Issue 34 item 4 (ADR 0243): an invitation to an existing account, accepted with its password.
  "member.consentBody":
    "دُعيت لإدارة مدفوعات {business} على Beacon Payouts. افتح الرابط أدناه خلال 7 أيام وأدخل كلمة مرورك الحالية لقبول الدعوة. إلى أن تقبل، لا ترى {business} شيئًا عن حسابك. يعمل الرابط مرة واحدة.",

  "onboarding.linkSubject": "أكمل إعداد {business}",
  "onboarding.linkBody": "شكرًا لتقديم طلبك. افتح الرابط لمتابعة طلبك بإدخال معلومات منظمتك. يمكنك العودة إليه في أي وقت خلال 30 يومًا.",
  "onboarding.ownerSubject": "تحتاج {business} إلى بياناتك",
  "onboarding.ownerBody":
    "أدرجتك {business} بصفتك مالكًا مستفيدًا (25% أو أكثر). افتح الرابط لتقديم معلوماتك حتى يمكن مراجعة الطلب. يعمل الرابط لمدة 14 يومًا.",
  "onboarding.approvedSubject": "تمت الموافقة على {business}",
  "onboarding.approvedBody": "أخبار سارة: تمت الموافقة على طلبك وأصبح حسابك نشطًا. سجّل الدخول للبدء.",
  "onboarding.manualReviewSubject": "{business}: طلبك قيد المراجعة اليدوية",
  "onboarding.manualReviewBody": "يراجع أحد أعضاء فريقنا طلبك يدويًا. يستغرق ذلك عادةً ما يصل إلى يومَي عمل. لا يلزمك فعل أي شيء.",
  "onboarding.documentsSubject": "{business}: نحتاج إلى مستند آخر",
  "onboarding.documentsBody": "لإكمال المراجعة نحتاج إلى كشف حساب مصرفي حديث للمنظمة. افتح رابط طلبك وارفعه في صفحة التأكيد.",

  "intake.linkSubject": "تريد {organization} أن تدفع لك",
  "intake.linkBody":
    "تريد {organization} أن تدفع لك عن طريق تحويل مصرفي. ولإرسال المال إلى حسابك المصرفي يلزم إدخال بيانات هذا الحساب. افتح الرابط للتحقق من بريدك الإلكتروني وإدخال هذه البيانات. يستغرق ذلك نحو خمس دقائق. إذا كنت لا تعرف {organization}، فلا تفتح الرابط.",
  "intake.codeSubject": "رمزك",
  "intake.codeBody": "رمزك هو {code}.\nتنتهي صلاحيته بعد 10 دقائق ويعمل مرة واحدة فقط. إذا لم تطلبه، فتجاهل هذه الرسالة.",
  "intake.verifiedSubject": "تم التحقق من حسابك المصرفي",
  "intake.verifiedBody": "تم التحقق من حسابك المصرفي. ستصل المدفوعات المرسلة إليك إلى هذا الحساب.",
  "intake.failedSubject": "تعذّر التحقق من حسابك المصرفي",
  "intake.failedBody": "تعذّر التحقق من الحساب المصرفي الذي قدّمته. يُرجى التواصل مع الدعم لتصحيحه.",

  "notify.purchaseSubject": "عملية شراء بالبطاقة: {amount} لدى {merchant}",
  "notify.purchaseBody":
    "استُخدمت بطاقتك المنتهية بـ {last6} لدفع {amount} لدى {merchant}. تبقى عملية الشراء قيد المعالجة حتى تُسجَّل، عادةً خلال 5 أيام، وهي محسوبة في رصيدك من الآن.",
  "notify.declineSubject": "رُفضت البطاقة لدى {merchant}",
  "notify.declineBody": "رُفضت عملية شراء بقيمة {amount} لدى {merchant} ببطاقتك المنتهية بـ {last6}. لم يُخصم أي مبلغ من بطاقتك.",
  "notify.loadSubject": "أُضيف مال إلى بطاقتك: {amount}",
  "notify.loadBody": "أُضيف مبلغ {amount} إلى بطاقتك المنتهية بـ {last6}.",
  "notify.footer": "يمكنك إيقاف هذه الرسائل من إعدادات الإشعارات في بوابة حاملي البطاقات.",
} as const satisfies Messages;
