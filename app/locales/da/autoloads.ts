import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "واریز خودکار",
  heading: "واریز خودکار",
  timing: "واریز خودکار در هر روز اجرا، ساعت ۳ بامداد به وقت نیویارک، پول را به هر یک از کارت‌هایش واریز می‌کند.",
  empty: "هنوز هیچ واریز خودکاری وجود ندارد.",
  name: "نام",
  frequency: "تکرار",
  amount: "مبلغ برای هر کارت",
  members: "کارت‌ها",
  nextRun: "واریز بعدی (وقت نیویارک)",
  noNextRun: "هیچ",
  status: "وضعیت",
  frequencies: {
    daily: "روزانه",
    weekly: "هفته‌وار",
    monthly: "ماهوار",
    last_of_month: "روز آخر هر ماه",
  },
  statuses: {
    active: "فعال",
    cancelled: "لغو شده",
    completed: "تکمیل شده",
  },
} satisfies Translated<typeof en>;
