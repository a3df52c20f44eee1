import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "出错了",
  heading: "出错了",
  body: "发生了意外错误。请稍后重试。",
  unexpected: "发生意外错误，请重试。",
  reference: "提供给客服的参考编号：",
  tryAgain: "重试",
  unavailableTitle: "服务不可用",
  unavailableHeading: "此服务暂不可用",
  unavailableBody: "本网站尚未连接到其支付服务商，因此无法显示任何页面。请稍后再试；如果问题仍然存在，请联系您的机构。",
  codeLoad: {
    title: "无法加载此页面",
    body: "页面加载时间过长或连接已中断。请检查您的网络连接，然后重试。",
  },
} satisfies Translated<typeof en>;
