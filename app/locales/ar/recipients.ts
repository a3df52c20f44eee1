import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "المستلمون",
  heading: "المستلمون",
  export: "تنزيل بصيغة CSV",
  filtersLabel: "البحث عن المستلمين وتصفيتهم",
  search: "البحث بالاسم أو البريد الإلكتروني",
  status: "الحالة",
  sort: "الترتيب حسب",
  order: "اتجاه الترتيب",
  ascending: "تصاعدي",
  descending: "تنازلي",
  any: "الكل",
  apply: "تطبيق",
  clear: "مسح",
  empty: "لا يوجد مستلمون يطابقون هذا البحث.",
  recipient: "المستلم",
  bankAccount: "الحساب المصرفي",
  noBankAccount: "لا يوجد حساب مصرفي بعد",
  added: "تاريخ الإضافة",
  statuses: {
    awaiting_recipient: "بانتظار البيانات المصرفية من المستلم",
    pending_verification: "جارٍ التحقق من الحساب المصرفي",
    bank_account_verified: "جاهز للدفع",
    verification_failed: "فشل التحقق من الحساب المصرفي",
  },
  sortKeys: {
    createdAt: "تاريخ الإضافة",
    name: "الاسم",
  },
  csv: {
    recipientId: "معرّف المستلم",
    name: "الاسم",
    email: "البريد الإلكتروني",
    accountLast4: "الحساب المصرفي (آخر 4 أرقام)",
    createdAt: "تاريخ الإضافة",
  },
} satisfies Translated<typeof en>;
