import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "مشکلی پیش آمد",
  heading: "مشکلی پیش آمد",
  body: "یک مشکل غیرمنتظره پیش آمد. لطفاً چند لحظه بعد دوباره کوشش کنید.",
  unexpected: "یک مشکل غیرمنتظره پیش آمد، دوباره کوشش کنید.",
  reference: "نمبر مرجع برای بخش کمک:",
  tryAgain: "دوباره کوشش کنید",
  unavailableTitle: "خدمت در دسترس نیست",
  unavailableHeading: "این خدمت در دسترس نیست",
  unavailableBody:
    "این سایت هنوز به فراهم‌کنندهٔ پرداخت خود وصل نشده است، بنابراین هیچ صفحه‌ای را نشان داده نمی‌تواند. لطفاً بعداً دوباره کوشش کنید؛ اگر مشکل باقی ماند، با موسسه خود به تماس شوید.",
} satisfies Translated<typeof en>;
