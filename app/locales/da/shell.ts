import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "لست اصلی",
  collapseMenu: "پنهان کردن لست",
  expandMenu: "نشان دادن لست",
  home: "صفحه اصلی",
  autoloads: "واریز خودکار",
  reports: "راپورها",
  settings: "تنظیمات",
  members: "اعضا",
  spendRules: "قواعد مصرف",
  customFields: "ساحه‌های اضافی",
  developers: "برنامه‌نویسان",
  webhooks: "وب‌هوک‌ها",
  docs: "رهنما",
  webhooksNotEnabled: "متأسفیم! به نظر می‌رسد وب‌هوک‌ها برای سازمان شما فعال نیستند.",
  support: "کمک",
  supportTitle: "به کمک ضرورت دارید؟ سوال دارید؟",
  supportBody: "با شخص مسئول حساب خود در {{support}} به تماس شوید، یا به ایمیل بخش کمک بنویسید:",
  close: "بستن",
  bannerTitle: "توجه: ما آدرس‌های ویب خود را تغییر می‌دهیم!",
  bannerBody: "آدرس‌های ویب صفحه‌های داشبورد تغییر می‌کند. لطفاً لینک‌های ذخیره‌شده خود را تازه کنید.",
  bannerClose: "بستن این پیام",
  sessionEnding_one: "چون شما مدتی فعال نبودید، وقت داخل بودن شما در کمتر از {{count, number}} دقیقه تمام می‌شود.",
  sessionEnding_other: "چون شما مدتی فعال نبودید، وقت داخل بودن شما در کمتر از {{count, number}} دقیقه تمام می‌شود.",
  staySignedIn: "داخل بمانید",
  signedInAs: "وارد شده به نام {{name}}",
  signedInAsRole: "وارد شده به نام {{name}} ({{role}})",
  breadcrumb: "شما اینجا هستید",
  switchProgram: "تبدیل برنامه",
  currentProgram: "{{name}} (فعلی)",
  viewOnly:
    "شما تنها اجازهٔ دیدن دارید: همه چیز را اینجا دیده می‌توانید، مگر چیزی را تغییر داده نمی‌توانید. برای انجام کار، از یک مدیر موسسهٔ تان نقش دیگری بخواهید.",
  // The business's own screens in the navigation (ADR 0234)
  screens: {
    cards: "کارت‌ها",
    recipients: "دریافت‌کننده‌ها",
    orders: "فرمایش‌های کارت",
    fundingAccount: "حساب تمویل",
    more: "بیشتر",
  },
} satisfies Translated<typeof en>;
