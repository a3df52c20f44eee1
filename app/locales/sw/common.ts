import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Hali ya majaribio",
    banner:
      "Hali ya majaribio: tovuti hii inatumia mtoa huduma wa majaribio na data za maonyesho; hakuna pesa halisi wala kadi halisi zinazohusika hapa.",
  },
  skipToContent: "Ruka hadi maudhui makuu",
  home: "Mwanzo",
  supportHours:
    "Msaada unapatikana Jumatatu hadi Ijumaa, kuanzia saa tatu asubuhi hadi saa kumi na mbili jioni (9:00 hadi 18:00) kwa saa za Mashariki ya Marekani, isipokuwa siku za sikukuu.",
  nextPage: "Ukurasa unaofuata",
  pages: "Kurasa",
  firstPage: "Ukurasa wa kwanza",
  loading: "Inapakia…",
  errorSummary: "Kuna tatizo",
  errorTitle: "Hitilafu: {{title}}",
  busy: "Inatuma…",
  panelFailed: "Sehemu hii haikuweza kupakiwa. Pakia upya ukurasa ili ujaribu tena.",
  previousPage: "Ukurasa uliotangulia",
  review: {
    heading: "Kagua kabla ya kuhamisha pesa",
    amount: "Kiasi",
    from: "Kutoka",
    to: "Kwenda",
    cardBalanceAfter: "Salio la kadi baadaye",
    fundingBalanceAfter: "Salio la akaunti ya ufadhili baadaye",
  },
  receipt: {
    title: "Pesa zimehamishwa",
    amount: "Kiasi",
    newCardBalance: "Salio jipya la kadi",
    newFundingBalance: "Salio jipya la akaunti ya ufadhili",
    reference: "Kumbukumbu",
  },
  customFields: { optional: "{{label}} (si lazima)", none: "Hakuna" },
  activeFilters: "Vichujio vinavyotumika",
  removeFilter: "Ondoa kichujio {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
