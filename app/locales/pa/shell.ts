import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "اصلي مینو",
  collapseMenu: "مینو پټ کړئ",
  expandMenu: "مینو وښایاست",
  home: "لومړی مخ",
  autoloads: "په اتوماتیک ډول پیسې اچول",
  reports: "راپورونه",
  settings: "تنظیمات",
  members: "غړي",
  spendRules: "د لګښت قواعد",
  customFields: "اضافي ساحې",
  developers: "پروګرام جوړوونکي",
  webhooks: "وېب هوکونه",
  docs: "لارښودونه",
  webhooksNotEnabled: "بخښنه غواړو! داسې ښکاري چې ستاسو د سازمان لپاره وېب هوکونه فعال نه دي.",
  support: "مرسته",
  supportTitle: "مرستې ته اړتیا لرئ؟ پوښتنه لرئ؟",
  supportBody: "په {{support}} کې د خپل حساب له مسؤل کس سره اړیکه ونیسئ، یا د مرستې ایمیل ته ولیکئ:",
  close: "بند یې کړئ",
  bannerTitle: "پام وکړئ: موږ خپلې وېب پتې بدلوو!",
  bannerBody: "د ډشبورډ د پاڼو وېب پتې بدلېږي. مهرباني وکړئ خپل خوندي شوي لینکونه نوي کړئ.",
  bannerClose: "دا پیغام بند کړئ",
  sessionEnding_one: "څرنګه چې تاسو څه وخت فعال نه وئ، ستاسو د ننوتلو وخت به له {{count, number}} دقیقې څخه په لږ وخت کې پای ته ورسېږي.",
  sessionEnding_other: "څرنګه چې تاسو څه وخت فعال نه وئ، ستاسو د ننوتلو وخت به له {{count, number}} دقیقو څخه په لږ وخت کې پای ته ورسېږي.",
  staySignedIn: "ننوتلي پاتې شئ",
  signedInAs: "د {{name}} په نوم ننوتي یاست",
  signedInAsRole: "د {{name}} په نوم ننوتي یاست ({{role}})",
  breadcrumb: "تاسو دلته یاست",
  switchProgram: "پروګرام بدل کړئ",
  currentProgram: "{{name}} (اوسنی)",
  viewOnly:
    "تاسو یوازې د کتلو اجازه لرئ: دلته هر څه لیدلی شئ، خو هېڅ شی نشئ بدلولی. د کار لپاره، د خپل سازمان له یوه مدیر څخه بل رول وغواړئ.",
  // The business's own screens in the navigation (ADR 0234)
  screens: {
    cards: "کارتونه",
    recipients: "ترلاسه کوونکي",
    orders: "د کارت فرمایشونه",
    fundingAccount: "تمویل حساب",
    more: "نور",
  },
} satisfies Translated<typeof en>;
