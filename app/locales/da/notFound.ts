import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "صفحه پیدا نشد",
  heading: "این صفحه وجود ندارد",
  pathsUpdated: "ما اخیراً آدرس صفحه‌های داشبورد را تغییر داده‌ایم، بنابراین ممکن است لینکی که قبلاً ذخیره کرده‌اید دیگر کار نکند.",
  loginAgain: "لطفاً دوباره داخل شوید تا چیزی را که می‌خواستید پیدا کنید.",
  backHome: "برگشت به صفحه اصلی",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "کارت پیدا نشد", missing: "کارت {{id}} در {{business}} وجود ندارد.", back: "برگشت به کارت‌ها" },
    order: { title: "فرمایش کارت پیدا نشد", missing: "فرمایش کارت {{id}} در {{business}} وجود ندارد.", back: "برگشت به فرمایش‌های کارت" },
    recipient: { title: "دریافت‌کننده پیدا نشد", missing: "دریافت‌کننده {{id}} در {{business}} وجود ندارد.", back: "برگشت به دریافت‌کننده‌ها" },
    autoload: { title: "واریز خودکار پیدا نشد", missing: "واریز خودکار {{id}} در {{business}} وجود ندارد.", back: "برگشت به واریز خودکار" },
  },
  checkAddress: "اگر آدرس ویب‌سایت را خودتان نوشتید، ببینید که درست باشد. اگر از یک لینک آمدید، شاید آن لینک کهنه شده باشد.",
  backToHome: "برگشت به صفحه اصلی",
} satisfies Translated<typeof en>;
