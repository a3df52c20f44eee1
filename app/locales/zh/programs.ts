import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "项目",
  heading: "项目",
  empty: "还没有项目。",
  name: "项目",
  productType: "付款方式",
  balance: "资金账户余额",
  superBalance: "{{name}} 资金账户余额",
  fundingAccount: "资金账户",
  reports: "所有项目的报告",
  type: {
    cards: "卡片",
    bank_transfers: "银行转账",
    on_demand_cards: "按需发放的卡",
  },
  create: {
    title: "创建项目",
    name: "项目名称",
    productType: "付款方式",
    choose: "选择项目的付款方式",
    submit: "创建项目",
    done: "项目 {{name}} 已创建。",
    doneUnnamed: "项目已创建。",
  },
  errors: {
    nameRequired: "项目名称为必填项",
    nameTooLong: "项目名称最多 255 个字符。",
    productTypeRequired: "请选择项目的付款方式。",
    nameTaken: "已有同名项目。",
    notTopLevel: "项目只能为机构创建，不能在项目内部创建。",
  },
} satisfies Translated<typeof en>;
