import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "برنامه‌ها",
  heading: "برنامه‌ها",
  empty: "هنوز برنامه‌ای وجود ندارد.",
  name: "برنامه",
  productType: "روش پرداخت",
  type: {
    cards: "کارت",
    bank_transfers: "انتقال بانکی",
    on_demand_cards: "کارت‌های صادرشده بنا به درخواست",
  },
} satisfies Translated<typeof en>;
