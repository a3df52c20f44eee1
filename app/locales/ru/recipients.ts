import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Получатели",
  heading: "Получатели",
  export: "Скачать в формате CSV",
  filtersLabel: "Поиск и фильтры получателей",
  search: "Поиск по имени или электронной почте",
  status: "Статус",
  sort: "Сортировать по",
  order: "Порядок",
  ascending: "По возрастанию",
  descending: "По убыванию",
  any: "Все",
  apply: "Применить",
  clear: "Сбросить",
  empty: "Нет получателей, соответствующих поиску.",
  recipient: "Получатель",
  bankAccount: "Банковский счёт",
  noBankAccount: "Банковского счёта пока нет",
  added: "Добавлен",
  statuses: {
    awaiting_recipient: "Ожидаются банковские реквизиты получателя",
    pending_verification: "Банковский счёт проверяется",
    bank_account_verified: "Можно платить",
    verification_failed: "Проверка банковского счёта не пройдена",
  },
  sortKeys: {
    createdAt: "Дата добавления",
    name: "Имя",
  },
  csv: {
    recipientId: "ID получателя",
    name: "Имя",
    email: "Электронная почта",
    accountLast4: "Банковский счёт (последние 4 цифры)",
    createdAt: "Добавлен",
  },
} satisfies Translated<typeof en>;
