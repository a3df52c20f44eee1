import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Головне меню",
  collapseMenu: "Сховати меню",
  expandMenu: "Показати меню",
  home: "Головна",
  reports: "Звіти",
  settings: "Налаштування",
  members: "Учасники",
  spendRules: "Правила витрат",
  customFields: "Додаткові поля",
  developers: "Розробникам",
  webhooks: "Вебхуки",
  docs: "Документація",
  support: "Підтримка",
  supportTitle: "Потрібна допомога? Маєте запитання?",
  supportBody: "Зверніться до вашої контактної особи в {{support}} або напишіть на адресу служби підтримки:",
  close: "Закрити",
  bannerTitle: "Увага: ми змінюємо адреси сторінок!",
  bannerBody: "Вебадреси сторінок панелі керування змінюються. Будь ласка, оновіть закладки.",
  bannerClose: "Закрити це повідомлення",
  sessionEnding_one: "Ваш сеанс завершиться менш ніж за {{count, number}} хвилину, тому що ви давно нічого не робили.",
  sessionEnding_few: "Ваш сеанс завершиться менш ніж за {{count, number}} хвилини, тому що ви давно нічого не робили.",
  sessionEnding_many: "Ваш сеанс завершиться менш ніж за {{count, number}} хвилин, тому що ви давно нічого не робили.",
  sessionEnding_other: "Ваш сеанс завершиться менш ніж за {{count, number}} хвилини, тому що ви давно нічого не робили.",
  staySignedIn: "Залишитися в системі",
} satisfies Translated<typeof en>;
