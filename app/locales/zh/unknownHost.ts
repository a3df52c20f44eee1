import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "未知地址",
  heading: "此地址尚未设置",
  body: "没有任何机构使用此网址。请检查您打开的链接，或联系把链接发给您的机构。",
} satisfies Translated<typeof en>;
