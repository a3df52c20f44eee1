import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Отчёты",
  heading: "Отчёты",
  acrossPrograms: "Отчёты по всем программам",
  date: "Дата",
  showNumbers: "Показать цифры",
  period: {
    label: "Период",
    thisMonth: "Этот месяц",
    lastMonth: "Прошлый месяц",
    thisQuarter: "Этот квартал",
    lastQuarter: "Прошлый квартал",
    custom: "Свой период",
    from: "С",
    to: "По",
    show: "Показать отчёт",
    showing: "С {{from}} по {{to}}, по времени Нью-Йорка.",
  },
  cards: {
    title: "Карты",
    loaded: "Пополнено на карты",
    spent: "Потрачено с карт",
    cardCount: "Выпущено карт",
    activeCardCount: "Использованные карты",
    transactionCount: "Покупки",
    declinedCount: "Отклонённые покупки",
    spentPerDay: "Потрачено за день",
    loadedPerDay: "Пополнено за день",
    perDay: "Карты по дням",
    csv: "Скачать карты по дням (CSV)",
  },
  categories: {
    title: "Расходы по категориям торговых точек",
    category: "Категория торговой точки",
    amount: "Потрачено",
    count: "Покупки",
    hidden: "Скрыто",
    empty: "В этом периоде покупок нет.",
    csv: "Скачать расходы по категориям (CSV)",
  },
  transfers: {
    title: "Банковские переводы",
    sent: "Отправлено",
    transferCount: "Банковские переводы",
    recipientCount: "Получатели выплат",
    byStatus: "Банковские переводы по статусу",
    status: "Статус",
    count: "Количество",
    amount: "Сумма",
    sentPerDay: "Отправлено за день",
    perDay: "Банковские переводы по дням",
    csv: "Скачать банковские переводы по дням (CSV)",
    statuses: {
      created: "Создан",
      processing: "Выполняется",
      completed: "Выполнен",
      failed: "Не выполнен",
    },
  },
  csv: {
    date: "Дата",
  },
  errors: {
    periodInvalid: "Укажите дату начала и дату окончания; начало не может быть позже окончания.",
    periodTooLong: "Отчёт может охватывать не более 400 дней.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "По программам",
    caption: "Показатели каждой программы за период",
    program: "Программа",
    sent: "Отправлено банковским переводом",
    own: "{{name}} (вне своих программ)",
    empty: "У этой организации пока нет программ.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Код категории торговой точки",
  },
} satisfies Translated<typeof en>;
