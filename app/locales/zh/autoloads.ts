import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "自动充值",
  heading: "自动充值",
  timing: "自动充值在每个执行日的纽约时间凌晨 3 点为其每张卡充值。",
  empty: "还没有自动充值。",
  name: "名称",
  frequency: "频率",
  amount: "每张卡的金额",
  members: "卡",
  nextRun: "下次充值（纽约时间）",
  noNextRun: "无",
  status: "状态",
  frequencies: {
    daily: "每天",
    weekly: "每周",
    monthly: "每月",
    last_of_month: "每月最后一天",
  },
  statuses: {
    active: "有效",
    cancelled: "已取消",
    completed: "已完成",
  },
} satisfies Translated<typeof en>;
