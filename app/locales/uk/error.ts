import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Щось пішло не так",
  heading: "Щось пішло не так",
  body: "Сталася неочікувана помилка. Будь ласка, спробуйте ще раз трохи згодом.",
  unexpected: "Неочікувана помилка. Спробуйте ще раз.",
  reference: "Номер для служби підтримки:",
  tryAgain: "Спробувати ще раз",
  unavailableTitle: "Сервіс недоступний",
  unavailableHeading: "Цей сервіс недоступний",
  unavailableBody:
    "Цей сайт ще не підключено до його платіжного провайдера, тому він не може показати жодної сторінки. Спробуйте пізніше; якщо проблема не зникне, зверніться до своєї організації.",
} satisfies Translated<typeof en>;
