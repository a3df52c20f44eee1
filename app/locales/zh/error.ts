import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "出错了",
  heading: "出错了",
  body: "发生了意外错误。请稍后重试。",
  unexpected: "发生意外错误，请重试。",
  tryAgain: "重试",
} satisfies Translated<typeof en>;
