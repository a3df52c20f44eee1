import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "الإضافات التلقائية للرصيد",
  heading: "الإضافات التلقائية للرصيد",
  timing: "تضيف الإضافات التلقائية الرصيد إلى كل بطاقة من بطاقاتها في الساعة 3 صباحًا بتوقيت نيويورك في كل يوم تشغيل.",
  empty: "لا توجد إضافات تلقائية للرصيد بعد.",
  name: "الاسم",
  frequency: "التكرار",
  amount: "المبلغ لكل بطاقة",
  members: "البطاقات",
  nextRun: "الإضافة التالية (بتوقيت نيويورك)",
  noNextRun: "لا يوجد",
  status: "الحالة",
  frequencies: {
    daily: "يومي",
    weekly: "أسبوعي",
    monthly: "شهري",
    last_of_month: "آخر يوم من كل شهر",
  },
  statuses: {
    active: "نشطة",
    cancelled: "ملغاة",
    completed: "مكتملة",
  },
} satisfies Translated<typeof en>;
