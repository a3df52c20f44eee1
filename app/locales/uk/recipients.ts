import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Одержувачі",
  heading: "Одержувачі",
  export: "Завантажити у форматі CSV",
  filtersLabel: "Пошук і фільтри одержувачів",
  search: "Пошук за іменем або електронною поштою",
  status: "Статус",
  sort: "Сортувати за",
  order: "Порядок",
  ascending: "За зростанням",
  descending: "За спаданням",
  any: "Усі",
  apply: "Застосувати",
  clear: "Скинути",
  empty: "Немає одержувачів, що відповідають пошуку.",
  recipient: "Одержувач",
  bankAccount: "Банківський рахунок",
  noBankAccount: "Банківського рахунку ще немає",
  added: "Додано",
  statuses: {
    awaiting_recipient: "Очікуємо банківські реквізити одержувача",
    pending_verification: "Банківський рахунок перевіряється",
    bank_account_verified: "Можна платити",
    verification_failed: "Перевірка банківського рахунку не вдалася",
  },
  sortKeys: {
    createdAt: "Дата додавання",
    name: "Ім'я",
  },
  csv: {
    recipientId: "ID одержувача",
    name: "Ім'я",
    email: "Електронна пошта",
    accountLast4: "Банківський рахунок (останні 4 цифри)",
    createdAt: "Додано",
  },
} satisfies Translated<typeof en>;
