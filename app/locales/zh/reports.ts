import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "报告",
  heading: "报告",
  acrossPrograms: "所有项目的报告",
  date: "日期",
  showNumbers: "显示数字",
  period: {
    label: "期间",
    thisMonth: "本月",
    lastMonth: "上月",
    thisQuarter: "本季度",
    lastQuarter: "上季度",
    custom: "自定义期间",
    from: "开始日期",
    to: "结束日期",
    show: "显示报告",
    showing: "{{from}} 至 {{to}}，纽约时间。",
  },
  cards: {
    title: "卡片",
    loaded: "充值到卡的金额",
    spent: "用卡消费",
    cardCount: "已发卡片",
    activeCardCount: "使用过的卡片",
    transactionCount: "购买",
    declinedCount: "被拒绝的购买",
    spentPerDay: "每日消费",
    loadedPerDay: "每日充值",
    perDay: "卡片每日数据",
    csv: "下载卡片每日数据（CSV）",
  },
  categories: {
    title: "按商户类别的消费",
    category: "商户类别",
    amount: "消费",
    count: "购买",
    hidden: "已隐藏",
    empty: "此期间没有购买。",
    csv: "下载按类别的消费（CSV）",
  },
  transfers: {
    title: "银行转账",
    sent: "已发送",
    transferCount: "银行转账",
    recipientCount: "已付款的收款人",
    byStatus: "按状态的银行转账",
    status: "状态",
    count: "数量",
    amount: "金额",
    sentPerDay: "每日发送",
    perDay: "银行转账每日数据",
    csv: "下载银行转账每日数据（CSV）",
    statuses: {
      created: "已创建",
      processing: "进行中",
      completed: "已完成",
      failed: "失败",
    },
  },
  csv: {
    date: "日期",
  },
  errors: {
    periodInvalid: "请输入开始日期和结束日期，开始日期不能晚于结束日期。",
    periodTooLong: "一份报告最多涵盖 400 天。",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "按项目",
    caption: "各项目在此期间的数据",
    program: "项目",
    sent: "通过银行转账发送",
    own: "{{name}}（项目之外）",
    empty: "该机构还没有项目。",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "商户类别代码",
  },
} satisfies Translated<typeof en>;
