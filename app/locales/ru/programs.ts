import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Программы",
  heading: "Программы",
  empty: "Программ пока нет.",
  name: "Программа",
  productType: "Способ выплаты",
  balance: "Баланс счёта финансирования",
  superBalance: "Баланс счёта финансирования {{name}}",
  fundingAccount: "Счёт финансирования",
  reports: "Отчёты по всем программам",
  type: {
    cards: "Карты",
    bank_transfers: "Банковские переводы",
    on_demand_cards: "Карты по запросу",
  },
  create: {
    title: "Создать программу",
    name: "Название программы",
    productType: "Способ выплаты",
    choose: "Выберите, как платит программа",
    submit: "Создать программу",
    done: "Программа {{name}} создана.",
    doneUnnamed: "Программа создана.",
  },
  errors: {
    nameRequired: "Название программы обязательно",
    nameTooLong: "Название программы может содержать не более 255 символов.",
    productTypeRequired: "Выберите, как платит программа.",
    nameTaken: "Программа с таким названием уже существует.",
    notTopLevel: "Программы создаются для организации, а не внутри программы.",
  },
} satisfies Translated<typeof en>;
