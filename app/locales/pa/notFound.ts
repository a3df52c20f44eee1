import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "پاڼه ونه موندل شوه",
  heading: "دا پاڼه شتون نه لري",
  pathsUpdated: "موږ پدې وروستیو کې د ډشبورډ د پاڼو پتې بدلې کړې، نو کېدای شي هغه زوړ لینک چې تاسو خوندي کړی و، نور کار ونه کړي.",
  loginAgain: "مهرباني وکړئ بیا ننوځئ، څو هغه څه ومومئ چې تاسو یې لټول.",
  backHome: "بېرته لومړي مخ ته",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "کارت ونه موندل شو", missing: "په {{business}} کې د {{id}} کارت نشته.", back: "بېرته کارتونو ته" },
    order: {
      title: "د کارت فرمایش ونه موندل شو",
      missing: "په {{business}} کې د {{id}} د کارت فرمایش نشته.",
      back: "بېرته د کارت فرمایشونو ته",
    },
    recipient: {
      title: "ترلاسه کوونکی ونه موندل شو",
      missing: "په {{business}} کې د {{id}} ترلاسه کوونکی نشته.",
      back: "بېرته ترلاسه کوونکو ته",
    },
    autoload: {
      title: "په اتوماتیک ډول پیسې اچول ونه موندل شول",
      missing: "په {{business}} کې د {{id}} په اتوماتیک ډول پیسې اچول نشته.",
      back: "بېرته په اتوماتیک ډول پیسې اچولو ته",
    },
  },
  checkAddress: "که تاسو د ویب پاڼې پته پخپله لیکلې وي، وګورئ چې سمه ده. که تاسو یو لینک تعقیب کړی، کېدای شي زوړ شوی وي.",
  backToHome: "بېرته لومړي مخ ته",
} satisfies Translated<typeof en>;
