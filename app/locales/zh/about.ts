import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "关于",
  heading: "关于 {{brand}}",
  body: "{{brand}} 帮助难民安置机构、非营利组织和公共项目等机构，通过预付卡和银行转账向个人付款。",
  cardholders: "如果您收到了卡，可以在持卡人页面查看卡内余额、设置 PIN 码、锁定卡片，并查看您的消费记录。",
  security: "您的信息受 256 位加密保护。",
  contact: "如有疑问，请发邮件给我们：",
} satisfies Translated<typeof en>;
