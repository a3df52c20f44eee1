import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "راپورونه",
  heading: "راپورونه",
  acrossPrograms: "د ټولو پروګرامونو راپورونه",
  date: "نېټه",
  showNumbers: "شمېرې وښایاست",
  period: {
    label: "موده",
    thisMonth: "دا میاشت",
    lastMonth: "تېره میاشت",
    thisQuarter: "د کال دا څلورمه برخه",
    lastQuarter: "د کال تېره څلورمه برخه",
    custom: "ځانګړې موده",
    from: "له",
    to: "تر",
    show: "راپور وښایاست",
    showing: "له {{from}} څخه تر {{to}} پورې، د نیویارک په وخت.",
  },
  cards: {
    title: "کارتونه",
    loaded: "کارتونو ته اچول شوې پیسې",
    spent: "په کارتونو لګول شوې",
    cardCount: "صادر شوي کارتونه",
    activeCardCount: "کارول شوي کارتونه",
    transactionCount: "پېرودونه",
    declinedCount: "رد شوي پېرودونه",
    spentPerDay: "ورځنی لګښت",
    loadedPerDay: "ورځنۍ اچول شوې پیسې",
    perDay: "کارتونه د ورځې په توګه",
    csv: "کارتونه د ورځې په توګه ښکته کړئ (CSV)",
  },
  categories: {
    title: "د پلورونکي د ډول له مخې لګښت",
    category: "د پلورونکي ډول",
    amount: "لګول شوي",
    count: "پېرودونه",
    hidden: "پټ",
    empty: "په دې موده کې هېڅ پېرود نشته.",
    csv: "د ډول له مخې لګښت ښکته کړئ (CSV)",
  },
  transfers: {
    title: "بانکي لېږدونه",
    sent: "لېږل شوي",
    transferCount: "بانکي لېږدونه",
    recipientCount: "تادیه شوي ترلاسه کوونکي",
    byStatus: "بانکي لېږدونه د حالت له مخې",
    status: "حالت",
    count: "شمېر",
    amount: "اندازه",
    sentPerDay: "ورځني لېږل شوي",
    perDay: "بانکي لېږدونه د ورځې په توګه",
    csv: "بانکي لېږدونه د ورځې په توګه ښکته کړئ (CSV)",
    statuses: {
      created: "جوړ شو",
      processing: "په جریان کې",
      completed: "بشپړ شو",
      failed: "ناکام شو",
    },
  },
  csv: {
    date: "نېټه",
  },
  errors: {
    periodInvalid: "د پیل نېټه او د پای نېټه ولیکئ؛ پیل باید له پای وروسته نه وي.",
    periodTooLong: "یو راپور تر ۴۰۰ ورځو زیات نشي پوښلی.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "د پروګرام له مخې",
    caption: "په دې موده کې د هر پروګرام شمېرې",
    program: "پروګرام",
    sent: "د بانکي لېږد له لارې لېږل شوي",
    own: "{{name}} (له خپلو پروګرامونو بهر)",
    empty: "دې سازمان تر اوسه پروګرامونه نه لري.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "د پلورونکي د ډول کوډ",
  },
} satisfies Translated<typeof en>;
