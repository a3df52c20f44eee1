import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "په اتوماتیک ډول پیسې اچول",
  heading: "په اتوماتیک ډول پیسې اچول",
  timing: "په اتوماتیک ډول پیسې اچول د هرې اجرا په ورځ د نیویارک د وخت له مخې د سهار په ۳ بجو د خپل هر کارت ته پیسې اچوي.",
  empty: "تر اوسه په اتوماتیک ډول پیسې اچول نشته.",
  name: "نوم",
  frequency: "تکرار",
  amount: "د هر کارت مقدار",
  members: "کارتونه",
  nextRun: "بله پیسې اچول (د نیویارک وخت)",
  noNextRun: "هیڅ",
  status: "حالت",
  frequencies: {
    daily: "هره ورځ",
    weekly: "هره اونۍ",
    monthly: "هره میاشت",
    last_of_month: "د هرې میاشتې وروستۍ ورځ",
  },
  statuses: {
    active: "فعال",
    cancelled: "لغوه شوی",
    completed: "بشپړ شوی",
  },
} satisfies Translated<typeof en>;
