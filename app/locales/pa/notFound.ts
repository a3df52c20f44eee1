import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "پاڼه ونه موندل شوه",
  heading: "دا پاڼه شتون نه لري",
  pathsUpdated: "موږ پدې وروستیو کې د ډشبورډ د پاڼو پتې بدلې کړې، نو کېدای شي هغه زوړ لینک چې تاسو خوندي کړی و، نور کار ونه کړي.",
  loginAgain: "مهرباني وکړئ بیا ننوځئ، څو هغه څه ومومئ چې تاسو یې لټول.",
  backHome: "بېرته لومړي مخ ته",
} satisfies Translated<typeof en>;
