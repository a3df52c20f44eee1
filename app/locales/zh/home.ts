import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "欢迎",
  heading: "欢迎使用 {{brand}}",
  intro: "请选择您使用 {{brand}} 的方式。",
  cardholdersTitle: "我有卡",
  cardholdersBody: "查看余额、设置 PIN 码，并查看消费和充值记录。",
  adminsTitle: "我管理一个项目",
  adminsBody: "登录管理后台，管理卡片、付款和人员。",
  about: "关于 {{brand}}",
  support: "需要帮助？请联系 {{support}} 客服：",
} satisfies Translated<typeof en>;
