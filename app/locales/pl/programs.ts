import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programy",
  heading: "Programy",
  empty: "Nie ma jeszcze żadnych programów.",
  name: "Nazwa programu",
  productType: "Forma płatności",
  type: {
    cards: "Karty",
    bank_transfers: "Przelewy bankowe",
    on_demand_cards: "Karty na żądanie",
  },
} satisfies Translated<typeof en>;
