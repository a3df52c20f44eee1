import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "找不到页面",
  heading: "此页面不存在",
  pathsUpdated: "我们最近更改了管理后台页面的地址，因此旧的书签可能无法再使用。",
  loginAgain: "请重新登录，然后查找您要找的内容。",
  backHome: "返回首页",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "找不到卡片", missing: "{{business}} 中没有卡片 {{id}}。", back: "返回卡片" },
    order: { title: "找不到卡片订单", missing: "{{business}} 中没有卡片订单 {{id}}。", back: "返回卡片订单" },
    recipient: { title: "找不到收款人", missing: "{{business}} 中没有收款人 {{id}}。", back: "返回收款人" },
    autoload: { title: "找不到自动充值", missing: "{{business}} 中没有自动充值 {{id}}。", back: "返回自动充值" },
  },
  checkAddress: "如果网址是您手动输入的，请检查是否正确。如果您是通过链接打开的，该链接可能已过期。",
  backToHome: "返回首页",
} satisfies Translated<typeof en>;
