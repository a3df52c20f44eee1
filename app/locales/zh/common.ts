import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
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
  activeFilters: "已应用的筛选条件",
  removeFilter: "移除筛选条件 {{filter}}",
  filterValue: "{{label}}：{{value}}",
} satisfies Translated<typeof en>;
