import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "صفحه پیدا نشد",
  heading: "این صفحه وجود ندارد",
  pathsUpdated: "ما به‌تازگی نشانی صفحه‌های داشبورد را تغییر داده‌ایم، به همین دلیل ممکن است پیوندی که قبلاً ذخیره کرده‌اید دیگر کار نکند.",
  loginAgain: "لطفاً دوباره وارد شوید تا آنچه را دنبالش بودید پیدا کنید.",
  backHome: "بازگشت به صفحه اصلی",
} satisfies Translated<typeof en>;
