import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programmes",
  heading: "Programmes",
  empty: "Il n'y a pas encore de programme.",
  name: "Programme",
  productType: "Mode de paiement",
  type: {
    cards: "Cartes",
    bank_transfers: "Virements bancaires",
    on_demand_cards: "Cartes à la demande",
  },
} satisfies Translated<typeof en>;
