import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Ласкаво просимо",
  heading: "Ласкаво просимо до {{brand}}",
  intro: "Оберіть, як ви користуєтеся {{brand}}.",
  cardholdersTitle: "У мене є картка",
  cardholdersBody: "Перевірте баланс, встановіть PIN-код і перегляньте покупки та поповнення.",
  adminsTitle: "Я керую програмою",
  adminsBody: "Увійдіть до панелі керування, щоб працювати з картками, платежами та людьми.",
  about: "Про {{brand}}",
  support: "Потрібна допомога? Зверніться до служби підтримки {{support}}:",
} satisfies Translated<typeof en>;
