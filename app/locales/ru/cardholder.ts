import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Моя карта",
  heading: "Мои карты",
  greeting: "Здравствуйте, {{name}}",
  noCards: "К вашей учётной записи пока не привязана ни одна карта.",
  cardType: "Тип",
  formFactor: {
    physical: "Пластиковая карта",
    virtual: "Виртуальная карта",
  },
  cardNumber: "Номер карты",
  endingIn: "последние цифры",
  expires: "Действует до",
  status: "Статус",
  cardStatus: {
    active: "Активна",
    inactive: "Ещё не активирована",
    locked: "Заблокирована",
    frozen: "Заморожена вашей организацией",
    closed: "Закрыта вашей организацией",
  },
} satisfies Translated<typeof en>;
