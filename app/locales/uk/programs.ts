import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Програми",
  heading: "Програми",
  empty: "Програм поки немає.",
  name: "Програма",
  productType: "Спосіб виплати",
  type: {
    cards: "Картки",
    bank_transfers: "Банківські перекази",
    on_demand_cards: "Картки на запит",
  },
} satisfies Translated<typeof en>;
