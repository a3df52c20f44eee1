import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "اجزا",
  intro: "هر جزء سیستم دیزاین در هر حالت آن، با معلومات نمایشی. این صفحه تنها در محیط آزمایشی نشان داده می‌شود.",
  contents: "در این صفحه",
  sections: {
    colours: "رنگ‌های با معنا",
    pageHeader: "سرصفحه",
    facts: "معلومات: نام و ارزش",
    review: "بررسی پیش از انتقال پول",
    receipt: "رسید",
    table: "جدول",
    filters: "نوار فلتر و فلترهای فعال",
    bulk: "نوار کارهای گروهی",
    badges: "نشان‌های حالت",
    empty: "حالت خالی",
    alerts: "هشدارها و پیام‌ها",
    form: "خانه‌های فورم و خلاصهٔ اشتباهات",
    chart: "گراف و ارقام آن",
  },
  tones: {
    brand: "برند: لینک‌ها، دکمه‌های اصلی، تمرکز",
    success: "موفق: انجام شد، آماده، فعال",
    warning: "هشدار: به زودی توجه می‌خواهد",
    danger: "خطر: رد شد، ناکام، دوباره برگشت داده نمی‌شود",
    info: "معلومات: جریان دارد",
    neutral: "عادی: ختم شد، کاری لازم نیست",
  },
  states: {
    hint: "با رهنمایی",
    invalid: "با اشتباه",
    disabled: "غیرفعال",
  },
  demo: {
    program: "برنامه: Unity Rent Relief",
    hint: "به دالر و سنت، مثلاً 25.00.",
    info: "انتقال بانکی تا ۲ دسامبر ۲۰۲۶ می‌رسد.",
    warning: "حساب تمویل کمتر از پولی دارد که واریز خودکار ماه آینده ضرورت دارد.",
  },
} satisfies Translated<typeof en>;
