import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "组件",
  intro: "设计系统的每个组件及其每种状态，使用演示数据。只有沙盒环境显示此页面。",
  contents: "本页内容",
  sections: {
    colours: "有含义的颜色",
    pageHeader: "页面标题",
    facts: "键值信息",
    review: "资金转移前的核对",
    receipt: "收据",
    table: "表格",
    filters: "筛选栏和已用筛选条件",
    bulk: "批量操作栏",
    badges: "状态标签",
    empty: "空状态",
    alerts: "提醒和消息",
    form: "表单字段和错误摘要",
    chart: "图表及其数字",
  },
  tones: {
    brand: "品牌：链接、主要按钮、焦点",
    success: "成功：已完成、就绪、有效",
    warning: "警告：需要尽快处理",
    danger: "危险：被拒绝、失败、无法撤销",
    info: "信息：进行中",
    neutral: "中性：已结束，无需操作",
  },
  states: {
    hint: "带提示",
    invalid: "带错误",
    disabled: "已停用",
  },
  demo: {
    program: "项目：Unity Rent Relief",
    hint: "以美元和美分填写，例如 25.00。",
    info: "银行转账预计最迟于 2026年12月2日 到账。",
    warning: "资金账户中的钱少于下个月自动充值所需的金额。",
  },
} satisfies Translated<typeof en>;
