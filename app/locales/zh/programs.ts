import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "项目",
  heading: "项目",
  empty: "还没有项目。",
  name: "项目",
  productType: "付款方式",
  type: {
    cards: "卡片",
    bank_transfers: "银行转账",
    on_demand_cards: "按需发放的卡",
  },
} satisfies Translated<typeof en>;
