import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Добро пожаловать",
  heading: "Добро пожаловать в {{brand}}",
  intro: "Выберите, как вы пользуетесь {{brand}}.",
  cardholdersTitle: "У меня есть карта",
  cardholdersBody: "Проверьте баланс, установите PIN-код и посмотрите покупки и пополнения.",
  adminsTitle: "Я управляю программой",
  adminsBody: "Войдите в панель управления, чтобы работать с картами, платежами и людьми.",
  about: "О сервисе {{brand}}",
  support: "Нужна помощь? Обратитесь в службу поддержки {{support}}:",
} satisfies Translated<typeof en>;
