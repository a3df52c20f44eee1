import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Програми",
  heading: "Програми",
  empty: "Програм поки немає.",
  name: "Програма",
  productType: "Спосіб виплати",
  balance: "Баланс рахунку фінансування",
  superBalance: "Баланс рахунку фінансування {{name}}",
  fundingAccount: "Рахунок фінансування",
  reports: "Звіти за всіма програмами",
  type: {
    cards: "Картки",
    bank_transfers: "Банківські перекази",
    on_demand_cards: "Картки на запит",
  },
  create: {
    title: "Створити програму",
    name: "Назва програми",
    productType: "Спосіб виплати",
    choose: "Виберіть, як платить програма",
    submit: "Створити програму",
    done: "Програму {{name}} створено.",
    doneUnnamed: "Програму створено.",
  },
  errors: {
    nameRequired: "Назва програми обов'язкова",
    nameTooLong: "Назва програми може містити не більше 255 символів.",
    productTypeRequired: "Виберіть, як платить програма.",
    nameTaken: "Програма з такою назвою вже існує.",
    notTopLevel: "Програми створюються для організації, а не всередині програми.",
  },
} satisfies Translated<typeof en>;
