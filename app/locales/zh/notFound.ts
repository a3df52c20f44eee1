import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "找不到页面",
  heading: "此页面不存在",
  pathsUpdated: "我们最近更改了管理后台页面的地址，因此旧的书签可能无法再使用。",
  loginAgain: "请重新登录，然后查找您要找的内容。",
  backHome: "返回首页",
} satisfies Translated<typeof en>;
