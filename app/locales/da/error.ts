import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "مشکلی پیش آمد",
  heading: "مشکلی پیش آمد",
  body: "یک مشکل غیرمنتظره پیش آمد. لطفاً چند لحظه بعد دوباره کوشش کنید.",
  unexpected: "یک مشکل غیرمنتظره پیش آمد، دوباره کوشش کنید.",
  tryAgain: "دوباره کوشش کنید",
} satisfies Translated<typeof en>;
