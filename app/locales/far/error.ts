import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "مشکلی پیش آمد",
  heading: "مشکلی پیش آمد",
  body: "خطای غیرمنتظره‌ای رخ داد. لطفاً چند لحظه دیگر دوباره امتحان کنید.",
  unexpected: "خطای غیرمنتظره‌ای رخ داد، دوباره امتحان کنید.",
  reference: "شماره پیگیری برای پشتیبانی:",
  tryAgain: "دوباره امتحان کنید",
  unavailableTitle: "سرویس در دسترس نیست",
  unavailableHeading: "این سرویس در دسترس نیست",
  unavailableBody:
    "این سایت هنوز به ارائه‌دهندهٔ پرداخت خود متصل نشده است و نمی‌تواند هیچ صفحه‌ای را نمایش دهد. لطفاً بعداً دوباره امتحان کنید؛ اگر مشکل ادامه داشت، با سازمان خود تماس بگیرید.",
} satisfies Translated<typeof en>;
