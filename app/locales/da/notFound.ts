import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "صفحه پیدا نشد",
  heading: "این صفحه وجود ندارد",
  pathsUpdated: "ما اخیراً آدرس صفحه‌های داشبورد را تغییر داده‌ایم، بنابراین ممکن است لینکی که قبلاً ذخیره کرده‌اید دیگر کار نکند.",
  loginAgain: "لطفاً دوباره داخل شوید تا چیزی را که می‌خواستید پیدا کنید.",
  backHome: "برگشت به صفحه اصلی",
} satisfies Translated<typeof en>;
