import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "شارژ خودکار",
  heading: "شارژ خودکار",
  timing: "شارژ خودکار در هر روز اجرا، ساعت ۳ بامداد به وقت نیویورک، هر یک از کارت‌هایش را شارژ می‌کند.",
  empty: "هنوز هیچ شارژ خودکاری وجود ندارد.",
  name: "نام",
  frequency: "تناوب",
  amount: "مبلغ برای هر کارت",
  members: "کارت‌ها",
  nextRun: "شارژ بعدی (به وقت نیویورک)",
  noNextRun: "هیچ",
  status: "وضعیت",
  frequencies: {
    daily: "روزانه",
    weekly: "هفتگی",
    monthly: "ماهانه",
    last_of_month: "آخرین روز هر ماه",
  },
  statuses: {
    active: "فعال",
    cancelled: "لغوشده",
    completed: "تکمیل‌شده",
  },
} satisfies Translated<typeof en>;
