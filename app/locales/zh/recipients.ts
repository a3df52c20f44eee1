import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "收款人",
  heading: "收款人",
  export: "下载 CSV 文件",
  filtersLabel: "搜索和筛选收款人",
  search: "按姓名或电子邮箱搜索",
  status: "状态",
  sort: "排序依据",
  order: "顺序",
  ascending: "升序",
  descending: "降序",
  any: "全部",
  apply: "应用",
  clear: "清除",
  empty: "没有符合此搜索的收款人。",
  recipient: "收款人",
  bankAccount: "银行账户",
  noBankAccount: "尚无银行账户",
  added: "添加日期",
  statuses: {
    awaiting_recipient: "等待收款人提供银行信息",
    pending_verification: "银行账户验证中",
    bank_account_verified: "可以付款",
    verification_failed: "银行账户验证失败",
  },
  sortKeys: {
    createdAt: "添加日期",
    name: "姓名",
  },
  csv: {
    recipientId: "收款人 ID",
    name: "姓名",
    email: "电子邮箱",
    accountLast4: "银行账户（后 4 位）",
    createdAt: "添加日期",
  },
} satisfies Translated<typeof en>;
