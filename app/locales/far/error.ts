import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "مشکلی پیش آمد",
  heading: "مشکلی پیش آمد",
  body: "خطای غیرمنتظره‌ای رخ داد. لطفاً چند لحظه دیگر دوباره امتحان کنید.",
  unexpected: "خطای غیرمنتظره‌ای رخ داد، دوباره امتحان کنید.",
  tryAgain: "دوباره امتحان کنید",
} satisfies Translated<typeof en>;
