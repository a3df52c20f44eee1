import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "آدرس نامعلوم",
  heading: "این آدرس تنظیم نشده است",
  body: "هیچ موسسه‌ای از این آدرس ویب استفاده نمی‌کند. لینکی را که باز کردید بررسی کنید، یا با موسسه‌ای که آن را برای شما فرستاده است به تماس شوید.",
} satisfies Translated<typeof en>;
