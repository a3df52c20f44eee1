import type { Translation } from "./en";

const zh = {
  common: {
    skipToContent: "跳到主要内容",
    home: "首页",
    supportHours: "客服时间：周一至周五，美国东部时间 9:00 至 18:00，节假日除外。",
  },
  language: {
    label: "语言",
    submit: "切换语言",
  },
  home: {
    title: "欢迎",
    heading: "欢迎使用 {{brand}}",
    intro: "请选择您使用 {{brand}} 的方式。",
    cardholdersTitle: "我有卡",
    cardholdersBody: "查看余额、设置 PIN 码，并查看消费和充值记录。",
    adminsTitle: "我管理一个项目",
    adminsBody: "登录管理后台，管理卡片、付款和人员。",
    about: "关于 {{brand}}",
    support: "需要帮助？请联系 {{support}} 客服：",
  },
  about: {
    title: "关于",
    heading: "关于 {{brand}}",
    body: "{{brand}} 帮助难民安置机构、非营利组织和公共项目等机构，通过预付卡和银行转账向个人付款。",
    cardholders: "如果您收到了卡，可以在持卡人页面查看卡内余额、设置 PIN 码、锁定卡片，并查看您的消费记录。",
    security: "您的信息受 256 位加密保护。",
    contact: "如有疑问，请发邮件给我们：",
  },
  notFound: {
    title: "找不到页面",
    heading: "此页面不存在",
    pathsUpdated: "我们最近更改了管理后台页面的地址，因此旧的书签可能无法再使用。",
    loginAgain: "请重新登录，再找到您要找的内容。",
    backHome: "返回首页",
  },
  unknownHost: {
    title: "未知地址",
    heading: "此地址尚未设置",
    body: "没有任何机构使用此网址。请检查您打开的链接，或联系把链接发给您的机构。",
  },
  error: {
    title: "出错了",
    heading: "出错了",
    body: "发生了意外错误。请稍后重试。",
    tryAgain: "重试",
  },
} satisfies Translation;

export default zh;
