import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Программы",
  heading: "Программы",
  empty: "Программ пока нет.",
  name: "Программа",
  productType: "Способ выплаты",
  type: {
    cards: "Карты",
    bank_transfers: "Банковские переводы",
    on_demand_cards: "Карты по запросу",
  },
} satisfies Translated<typeof en>;
