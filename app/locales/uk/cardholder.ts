import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Моя картка",
  heading: "Мої картки",
  greeting: "Вітаємо, {{name}}",
  noCards: "До вашого облікового запису ще не прив’язано жодної картки.",
  cardType: "Тип",
  formFactor: {
    physical: "Пластикова картка",
    virtual: "Віртуальна картка",
  },
  cardNumber: "Номер картки",
  endingIn: "останні цифри",
  expires: "Діє до",
  status: "Статус",
  cardStatus: {
    active: "Активна",
    inactive: "Ще не активована",
    locked: "Заблокована",
    frozen: "Заморожена вашою організацією",
    closed: "Закрита вашою організацією",
  },
} satisfies Translated<typeof en>;
