import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "主菜单",
  collapseMenu: "隐藏菜单",
  expandMenu: "显示菜单",
  home: "首页",
  autoloads: "自动充值",
  reports: "报告",
  settings: "设置",
  members: "成员",
  spendRules: "消费规则",
  customFields: "自定义字段",
  developers: "开发者",
  webhooks: "Webhook 通知",
  docs: "文档",
  webhooksNotEnabled: "糟糕！您的机构似乎没有启用 Webhook。",
  support: "客服",
  supportTitle: "需要帮助？有疑问？",
  supportBody: "请联系您在 {{support}} 的客户联系人，或发邮件到客服邮箱：",
  close: "关闭",
  bannerTitle: "请注意：我们正在更新网址！",
  bannerBody: "管理后台页面的网址正在更改。请更新您的书签。",
  bannerClose: "关闭此消息",
  sessionEnding_other: "由于您一段时间没有操作，登录状态将在 {{count, number}} 分钟内失效。",
  staySignedIn: "保持登录",
} satisfies Translated<typeof en>;
