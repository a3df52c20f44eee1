import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Звіти",
  heading: "Звіти",
  acrossPrograms: "Звіти за всіма програмами",
  date: "Дата",
  showNumbers: "Показати цифри",
  period: {
    label: "Період",
    thisMonth: "Цей місяць",
    lastMonth: "Минулий місяць",
    thisQuarter: "Цей квартал",
    lastQuarter: "Минулий квартал",
    custom: "Власний період",
    from: "З",
    to: "По",
    show: "Показати звіт",
    showing: "З {{from}} по {{to}}, за часом Нью-Йорка.",
  },
  cards: {
    title: "Картки",
    loaded: "Поповнено на картки",
    spent: "Витрачено з карток",
    cardCount: "Випущено карток",
    activeCardCount: "Використані картки",
    transactionCount: "Покупки",
    declinedCount: "Відхилені покупки",
    spentPerDay: "Витрачено за день",
    loadedPerDay: "Поповнено за день",
    perDay: "Картки за днями",
    csv: "Завантажити картки за днями (CSV)",
  },
  categories: {
    title: "Витрати за категоріями торговців",
    category: "Категорія торговця",
    amount: "Витрачено",
    count: "Покупки",
    hidden: "Приховано",
    empty: "У цьому періоді покупок немає.",
    csv: "Завантажити витрати за категоріями (CSV)",
  },
  transfers: {
    title: "Банківські перекази",
    sent: "Надіслано",
    transferCount: "Банківські перекази",
    recipientCount: "Одержувачі виплат",
    byStatus: "Банківські перекази за статусом",
    status: "Статус",
    count: "Кількість",
    amount: "Сума",
    sentPerDay: "Надіслано за день",
    perDay: "Банківські перекази за днями",
    csv: "Завантажити банківські перекази за днями (CSV)",
    statuses: {
      created: "Створено",
      processing: "Виконується",
      completed: "Виконано",
      failed: "Не виконано",
    },
  },
  csv: {
    date: "Дата",
  },
  errors: {
    periodInvalid: "Вкажіть дату початку й дату закінчення; початок не може бути пізніше закінчення.",
    periodTooLong: "Звіт може охоплювати не більше 400 днів.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "За програмами",
    caption: "Показники кожної програми за період",
    program: "Програма",
    sent: "Надіслано банківським переказом",
    own: "{{name}} (поза своїми програмами)",
    empty: "Ця організація ще не має програм.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Код категорії торговця",
  },
} satisfies Translated<typeof en>;
