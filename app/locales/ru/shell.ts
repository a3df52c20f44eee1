import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Главное меню",
  collapseMenu: "Скрыть меню",
  expandMenu: "Показать меню",
  home: "Главная",
  reports: "Отчёты",
  settings: "Настройки",
  members: "Участники",
  spendRules: "Правила расходов",
  customFields: "Дополнительные поля",
  developers: "Разработчикам",
  webhooks: "Вебхуки",
  docs: "Документация",
  support: "Поддержка",
  supportTitle: "Нужна помощь? Есть вопрос?",
  supportBody: "Обратитесь к вашему контактному лицу в {{support}} или напишите на адрес службы поддержки:",
  close: "Закрыть",
  bannerTitle: "Внимание: мы меняем адреса страниц!",
  bannerBody: "Веб-адреса страниц панели управления меняются. Пожалуйста, обновите закладки.",
  bannerClose: "Закрыть это сообщение",
  sessionEnding_one: "Ваш сеанс закончится менее чем через {{count, number}} минуту, потому что вы давно ничего не делали.",
  sessionEnding_few: "Ваш сеанс закончится менее чем через {{count, number}} минуты, потому что вы давно ничего не делали.",
  sessionEnding_many: "Ваш сеанс закончится менее чем через {{count, number}} минут, потому что вы давно ничего не делали.",
  sessionEnding_other: "Ваш сеанс закончится менее чем через {{count, number}} минуты, потому что вы давно ничего не делали.",
  staySignedIn: "Остаться в системе",
} satisfies Translated<typeof en>;
