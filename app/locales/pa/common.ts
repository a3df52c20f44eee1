import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "د ازموینې حالت",
    banner:
      "د ازموینې حالت: دا سایټ د ازموینې چمتو کوونکی او نمایشي معلومات کاروي؛ دلته هېڅ ریښتینې پیسې یا ریښتیني کارتونه نه کارول کېږي.",
  },
  skipToContent: "اصلي منځپانګې ته لاړ شئ",
  home: "لومړی مخ",
  supportHours:
    "تاسو کولی شئ له دوشنبې تر جمعې پورې، د امریکا د ختیځ وخت سره سم له ۹:۰۰ بجو تر ۱۸:۰۰ بجو پورې مرسته ترلاسه کړئ، پرته له رسمي رخصتیو.",
  nextPage: "بله پاڼه",
  pages: "پاڼې",
  firstPage: "لومړۍ پاڼه",
  loading: "پورته کېږي…",
  errorSummary: "یوه ستونزه شته",
  errorTitle: "تېروتنه: {{title}}",
  busy: "لېږل کېږي…",
  panelFailed: "دا برخه پورته نه شوه. د بیا هڅې لپاره پاڼه بیا پورته کړئ.",
  previousPage: "مخکینی مخ",
  review: {
    heading: "مخکې له دې چې پیسې ولېږدول شي، وګورئ",
    amount: "مقدار",
    from: "له",
    to: "ته",
    cardBalanceAfter: "وروسته د کارت بیلانس",
    fundingBalanceAfter: "وروسته د تمویل حساب بیلانس",
  },
  receipt: {
    title: "پیسې ولېږدول شوې",
    amount: "مقدار",
    newCardBalance: "د کارت نوی بیلانس",
    newFundingBalance: "د تمویل حساب نوی بیلانس",
    reference: "د حوالې شمېره",
  },
  customFields: { optional: "{{label}} (اختیاري)", none: "هېڅ" },
  activeFilters: "کارېدونکي فلټرونه",
  removeFilter: "فلټر لرې کړئ: {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
