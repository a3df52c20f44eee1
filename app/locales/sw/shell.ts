import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Menyu kuu",
  collapseMenu: "Ficha menyu",
  expandMenu: "Onyesha menyu",
  home: "Mwanzo",
  autoloads: "Kuweka pesa kiotomatiki",
  reports: "Ripoti",
  settings: "Mipangilio",
  members: "Wanachama",
  spendRules: "Kanuni za matumizi",
  customFields: "Sehemu maalum",
  developers: "Wasanidi programu",
  webhooks: "Arifa za webhook",
  docs: "Nyaraka",
  webhooksNotEnabled: "Samahani! Inaonekana shirika lako halijawezeshewa webhooks.",
  support: "Msaada",
  supportTitle: "Unahitaji msaada? Una swali?",
  supportBody: "Wasiliana na mtu wako wa mawasiliano katika {{support}}, au andika kwa barua pepe ya msaada:",
  close: "Funga",
  bannerTitle: "Tahadhari: Tunabadilisha anwani zetu za tovuti!",
  bannerBody: "Anwani za kurasa za dashibodi zinabadilika. Tafadhali sasisha alamisho zako.",
  bannerClose: "Funga ujumbe huu",
  sessionEnding_one: "Muda wako wa kuingia utaisha kabla ya dakika {{count, number}} kupita kwa sababu hujatumia ukurasa kwa muda.",
  sessionEnding_other: "Muda wako wa kuingia utaisha kabla ya dakika {{count, number}} kupita kwa sababu hujatumia ukurasa kwa muda.",
  staySignedIn: "Baki umeingia",
  signedInAs: "Umeingia kama {{name}}",
  signedInAsRole: "Umeingia kama {{name}} ({{role}})",
  breadcrumb: "Uko hapa",
  switchProgram: "Badilisha mpango",
  currentProgram: "{{name}} (wa sasa)",
  viewOnly:
    "Una ruhusa ya kutazama tu: unaweza kuona kila kitu hapa lakini huwezi kubadilisha chochote. Ili kuchukua hatua, muombe msimamizi wa shirika lako akupe jukumu jingine.",
  // The business's own screens in the navigation (ADR 0234)
  screens: {
    cards: "Kadi",
    recipients: "Wapokeaji",
    orders: "Maagizo ya kadi",
    fundingAccount: "Akaunti ya ufadhili",
    more: "Zaidi",
  },
} satisfies Translated<typeof en>;
