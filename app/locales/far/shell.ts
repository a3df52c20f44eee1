import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "منوی اصلی",
  collapseMenu: "پنهان کردن منو",
  expandMenu: "نمایش منو",
  home: "صفحه اصلی",
  autoloads: "شارژ خودکار",
  reports: "گزارش‌ها",
  settings: "تنظیمات",
  members: "اعضا",
  spendRules: "قوانین هزینه‌کرد",
  customFields: "فیلدهای سفارشی",
  developers: "توسعه‌دهندگان",
  webhooks: "وب‌هوک‌ها",
  docs: "مستندات",
  webhooksNotEnabled: "متأسفیم! به نظر می‌رسد وب‌هوک‌ها برای سازمان شما فعال نشده‌اند.",
  support: "پشتیبانی",
  supportTitle: "کمک لازم دارید؟ سؤالی دارید؟",
  supportBody: "با مسئول حساب خود در {{support}} تماس بگیرید، یا به ایمیل پشتیبانی بنویسید:",
  close: "بستن",
  bannerTitle: "توجه: نشانی‌های وب ما در حال تغییر است!",
  bannerBody: "نشانی وب صفحه‌های داشبورد در حال تغییر است. لطفاً پیوندهای ذخیره‌شده‌تان را به‌روز کنید.",
  bannerClose: "بستن این پیام",
  sessionEnding_one: "چون مدتی فعالیتی نداشته‌اید، نشست شما کمتر از {{count, number}} دقیقه دیگر به پایان می‌رسد.",
  sessionEnding_other: "چون مدتی فعالیتی نداشته‌اید، نشست شما کمتر از {{count, number}} دقیقه دیگر به پایان می‌رسد.",
  staySignedIn: "ماندن در حساب",
  signedInAs: "واردشده با نام {{name}}",
  signedInAsRole: "واردشده با نام {{name}} ({{role}})",
  breadcrumb: "جای شما در سایت",
  switchProgram: "تغییر برنامه",
  currentProgram: "{{name}} (کنونی)",
  viewOnly:
    "شما فقط دسترسی مشاهده دارید: می‌توانید همه‌چیز را اینجا ببینید، اما نمی‌توانید چیزی را تغییر دهید. برای انجام کار، از یکی از مدیران سازمان خود نقش دیگری بخواهید.",
  // The business's own screens in the navigation (ADR 0234)
  screens: {
    cards: "کارت‌ها",
    recipients: "گیرنده‌ها",
    orders: "سفارش‌های کارت",
    fundingAccount: "حساب تأمین وجه",
    more: "بیشتر",
  },
} satisfies Translated<typeof en>;
