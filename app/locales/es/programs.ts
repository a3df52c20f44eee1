import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programas",
  heading: "Programas",
  empty: "Todavía no hay programas.",
  name: "Programa",
  productType: "Paga con",
  type: {
    cards: "Tarjetas",
    bank_transfers: "Transferencias bancarias",
    on_demand_cards: "Tarjetas bajo demanda",
  },
} satisfies Translated<typeof en>;
