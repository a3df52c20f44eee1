import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "اجزا",
  intro: "هر جزء سامانهٔ طراحی در هر یک از حالت‌هایش، با داده‌های نمایشی. این صفحه فقط در محیط آزمایشی نشان داده می‌شود.",
  contents: "در این صفحه",
  sections: {
    colours: "رنگ‌های معنادار",
    pageHeader: "سرصفحه",
    facts: "اطلاعات: عنوان و مقدار",
    review: "بررسی پیش از انتقال پول",
    receipt: "رسید",
    table: "جدول",
    filters: "نوار فیلتر و فیلترهای فعال",
    bulk: "نوار کارهای گروهی",
    badges: "نشان‌های وضعیت",
    empty: "حالت خالی",
    alerts: "هشدارها و پیام‌ها",
    form: "فیلدهای فرم و خلاصهٔ خطاها",
    chart: "نمودار و اعداد آن",
  },
  tones: {
    brand: "برند: پیوندها، دکمه‌های اصلی، تمرکز",
    success: "موفق: انجام شد، آماده، فعال",
    warning: "هشدار: به‌زودی نیاز به توجه دارد",
    danger: "خطر: رد شد، ناموفق، برگشت‌ناپذیر",
    info: "اطلاعات: در جریان",
    neutral: "خنثی: پایان یافته، کاری لازم نیست",
  },
  states: {
    hint: "با راهنما",
    invalid: "با خطا",
    disabled: "غیرفعال",
  },
  demo: {
    program: "برنامه: Unity Rent Relief",
    hint: "به دلار و سنت، برای مثال 25.00.",
    info: "انتقال بانکی تا ۲ دسامبر ۲۰۲۶ می‌رسد.",
    warning: "حساب تأمین وجه کمتر از پولی دارد که شارژ خودکار ماه آینده لازم دارد.",
  },
} satisfies Translated<typeof en>;
