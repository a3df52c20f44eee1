import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "البرامج",
  heading: "البرامج",
  empty: "لا توجد برامج حتى الآن.",
  name: "البرنامج",
  productType: "طريقة الدفع",
  type: {
    cards: "البطاقات",
    bank_transfers: "التحويلات البنكية",
    on_demand_cards: "البطاقات حسب الطلب",
  },
} satisfies Translated<typeof en>;
