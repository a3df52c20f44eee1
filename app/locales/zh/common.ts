import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: { label: "测试模式", banner: "测试模式：本网站使用测试服务商和演示数据；这里不涉及真实资金或真实的卡。" },
  skipToContent: "跳到主要内容",
  home: "首页",
  supportHours: "客服时间：周一至周五，美国东部时间 9:00 至 18:00，节假日除外。",
  nextPage: "下一页",
  pages: "页码",
  firstPage: "第一页",
  loading: "正在加载…",
  errorSummary: "出现问题",
  errorTitle: "错误：{{title}}",
  busy: "正在发送…",
  panelFailed: "无法加载此部分。请刷新页面后重试。",
  previousPage: "上一页",
  review: {
    heading: "资金转移前请核对",
    amount: "金额",
    from: "从",
    to: "到",
    cardBalanceAfter: "之后的卡余额",
    fundingBalanceAfter: "之后的资金账户余额",
  },
  receipt: {
    title: "资金已转移",
    amount: "金额",
    newCardBalance: "新的卡余额",
    newFundingBalance: "新的资金账户余额",
    reference: "参考编号",
  },
  customFields: { optional: "{{label}}（可选）", none: "无" },
  activeFilters: "已应用的筛选条件",
  removeFilter: "移除筛选条件 {{filter}}",
  filterValue: "{{label}}：{{value}}",
} satisfies Translated<typeof en>;
