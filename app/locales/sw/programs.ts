import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Mipango",
  heading: "Mipango",
  empty: "Bado hakuna mipango.",
  name: "Mpango",
  productType: "Hulipa kwa",
  type: {
    cards: "Kadi",
    bank_transfers: "Uhamisho wa benki",
    on_demand_cards: "Kadi zinazotolewa kwa ombi",
  },
} satisfies Translated<typeof en>;
