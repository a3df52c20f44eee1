import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Mipango",
  heading: "Mipango",
  empty: "Bado hakuna mipango.",
  name: "Mpango",
  productType: "Hulipa kwa",
  balance: "Salio la akaunti ya ufadhili",
  superBalance: "Salio la akaunti ya ufadhili ya {{name}}",
  fundingAccount: "Akaunti ya ufadhili",
  reports: "Ripoti za mipango yote",
  type: {
    cards: "Kadi",
    bank_transfers: "Uhamisho wa benki",
    on_demand_cards: "Kadi zinazotolewa kwa ombi",
  },
  create: {
    title: "Unda mpango",
    name: "Jina la mpango",
    productType: "Hulipa kwa",
    choose: "Chagua jinsi mpango unavyolipa",
    submit: "Unda mpango",
    done: "Mpango {{name}} umeundwa.",
    doneUnnamed: "Mpango umeundwa.",
  },
  errors: {
    nameRequired: "Jina la mpango linahitajika",
    nameTooLong: "Jina la mpango linaweza kuwa na herufi 255 tu.",
    productTypeRequired: "Chagua jinsi mpango unavyolipa.",
    nameTaken: "Tayari kuna mpango wenye jina hili.",
    notTopLevel: "Mipango huundwa kwa ajili ya shirika, si ndani ya mpango.",
  },
} satisfies Translated<typeof en>;
