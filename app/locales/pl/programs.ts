import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programy",
  heading: "Programy",
  empty: "Nie ma jeszcze żadnych programów.",
  name: "Nazwa programu",
  productType: "Forma płatności",
  balance: "Saldo konta zasilającego",
  superBalance: "Saldo konta zasilającego {{name}}",
  fundingAccount: "Konto zasilające",
  reports: "Raporty wszystkich programów",
  type: {
    cards: "Karty",
    bank_transfers: "Przelewy bankowe",
    on_demand_cards: "Karty na żądanie",
  },
  create: {
    title: "Utwórz program",
    name: "Nazwa programu",
    productType: "Forma płatności",
    choose: "Wybierz, jak płaci program",
    submit: "Utwórz program",
    done: "Program {{name}} został utworzony.",
    doneUnnamed: "Program został utworzony.",
  },
  errors: {
    nameRequired: "Nazwa programu jest wymagana",
    nameTooLong: "Nazwa programu może mieć najwyżej 255 znaków.",
    productTypeRequired: "Wybierz, jak płaci program.",
    nameTaken: "Program o tej nazwie już istnieje.",
    notTopLevel: "Programy tworzy się dla organizacji, a nie wewnątrz programu.",
  },
} satisfies Translated<typeof en>;
