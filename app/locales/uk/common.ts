import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Тестовий режим",
    banner:
      "Тестовий режим: цей сайт працює з тестовим постачальником і демонстраційними даними; тут не задіяні справжні гроші чи справжні картки.",
  },
  skipToContent: "Перейти до основного вмісту",
  home: "Головна",
  supportHours: "Служба підтримки працює з понеділка по п’ятницю, з 9:00 до 18:00 за східним часом США, крім святкових днів.",
  nextPage: "Наступна сторінка",
  pages: "Сторінки",
  firstPage: "Перша сторінка",
  loading: "Завантаження…",
  errorSummary: "Виникла проблема",
  errorTitle: "Помилка: {{title}}",
  busy: "Надсилання…",
  panelFailed: "Не вдалося завантажити цей розділ. Оновіть сторінку, щоб спробувати ще раз.",
  previousPage: "Попередня сторінка",
  review: {
    heading: "Перевірте перед переказом грошей",
    amount: "Сума",
    from: "Звідки",
    to: "Куди",
    cardBalanceAfter: "Баланс картки після",
    fundingBalanceAfter: "Баланс рахунку фінансування після",
  },
  receipt: {
    title: "Гроші переказано",
    amount: "Сума",
    newCardBalance: "Новий баланс картки",
    newFundingBalance: "Новий баланс рахунку фінансування",
    reference: "Номер операції",
  },
  customFields: { optional: "{{label}} (необов'язково)", none: "Немає" },
  activeFilters: "Застосовані фільтри",
  removeFilter: "Прибрати фільтр {{filter}}",
  filterValue: "{{label}}: {{value}}",
} satisfies Translated<typeof en>;
