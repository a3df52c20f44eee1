import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "我的卡",
  heading: "我的卡片",
  greeting: "您好，{{name}}",
  noCards: "您的账户还没有关联任何卡。",
  cardType: "类型",
  formFactor: {
    physical: "实体卡",
    virtual: "虚拟卡",
  },
  cardNumber: "卡号",
  endingIn: "尾号",
  expires: "有效期至",
  status: "状态",
  cardStatus: {
    active: "可以使用",
    inactive: "尚未激活",
    locked: "已锁定",
    frozen: "已被您的机构冻结",
    closed: "已被您的机构注销",
  },
} satisfies Translated<typeof en>;
