import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "صفحه پیدا نشد",
  heading: "این صفحه وجود ندارد",
  pathsUpdated: "ما به‌تازگی نشانی صفحه‌های داشبورد را تغییر داده‌ایم، به همین دلیل ممکن است پیوندی که قبلاً ذخیره کرده‌اید دیگر کار نکند.",
  loginAgain: "لطفاً دوباره وارد شوید تا آنچه را دنبالش بودید پیدا کنید.",
  backHome: "بازگشت به صفحه اصلی",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "کارت پیدا نشد", missing: "کارت {{id}} در {{business}} وجود ندارد.", back: "بازگشت به کارت‌ها" },
    order: { title: "سفارش کارت پیدا نشد", missing: "سفارش کارت {{id}} در {{business}} وجود ندارد.", back: "بازگشت به سفارش‌های کارت" },
    recipient: { title: "گیرنده پیدا نشد", missing: "گیرنده {{id}} در {{business}} وجود ندارد.", back: "بازگشت به گیرنده‌ها" },
    autoload: { title: "شارژ خودکار پیدا نشد", missing: "شارژ خودکار {{id}} در {{business}} وجود ندارد.", back: "بازگشت به شارژ خودکار" },
  },
  checkAddress: "اگر نشانی وب را خودتان وارد کرده‌اید، بررسی کنید که درست باشد. اگر از پیوندی آمده‌اید، ممکن است قدیمی شده باشد.",
  backToHome: "بازگشت به صفحه اصلی",
} satisfies Translated<typeof en>;
