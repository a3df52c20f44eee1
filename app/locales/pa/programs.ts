import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "پروګرامونه",
  heading: "پروګرامونه",
  empty: "تر اوسه هېڅ پروګرام نشته.",
  name: "پروګرام",
  productType: "د تادیې لاره",
  type: {
    cards: "کارتونه",
    bank_transfers: "بانکي لېږدونه",
    on_demand_cards: "د غوښتنې پر بنسټ کارتونه",
  },
} satisfies Translated<typeof en>;
