import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "برنامه‌ها",
  heading: "برنامه‌ها",
  empty: "هنوز هیچ برنامه‌ای وجود ندارد.",
  name: "برنامه",
  productType: "نوع پرداخت",
  type: {
    cards: "کارت‌ها",
    bank_transfers: "انتقال بانکی",
    on_demand_cards: "کارت‌های به اساس تقاضا",
  },
} satisfies Translated<typeof en>;
