import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Тестовый режим",
    banner:
      "Тестовый режим: этот сайт работает с тестовым провайдером и демонстрационными данными; здесь не участвуют настоящие деньги и настоящие карты.",
  },
  skipToContent: "Перейти к основному содержанию",
  home: "Главная",
  supportHours: "Служба поддержки работает с понедельника по пятницу, с 9:00 до 18:00 по восточному времени США, кроме праздничных дней.",
  nextPage: "Следующая страница",
  pages: "Страницы",
  firstPage: "Первая страница",
  loading: "Загрузка…",
  errorSummary: "Есть проблема",
  errorTitle: "Ошибка: {{title}}",
  busy: "Отправка…",
  panelFailed: "Не удалось загрузить этот раздел. Обновите страницу, чтобы попробовать ещё раз.",
  previousPage: "Предыдущая страница",
  review: {
    heading: "Проверьте перед переводом денег",
    amount: "Сумма",
    from: "Откуда",
    to: "Куда",
    cardBalanceAfter: "Баланс карты после",
    fundingBalanceAfter: "Баланс счёта финансирования после",
  },
  receipt: {
    title: "Деньги переведены",
    amount: "Сумма",
    newCardBalance: "Новый баланс карты",
    newFundingBalance: "Новый баланс счёта финансирования",
    reference: "Номер операции",
  },
  customFields: { optional: "{{label}} (необязательно)", none: "Нет" },
  activeFilters: "Применённые фильтры",
  removeFilter: "Убрать фильтр {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
