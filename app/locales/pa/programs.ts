import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "پروګرامونه",
  heading: "پروګرامونه",
  empty: "تر اوسه هېڅ پروګرام نشته.",
  name: "پروګرام",
  productType: "د تادیې لاره",
  balance: "د تمویل حساب بیلانس",
  superBalance: "د {{name}} د تمویل حساب بیلانس",
  fundingAccount: "تمویل حساب",
  reports: "د ټولو پروګرامونو راپورونه",
  type: {
    cards: "کارتونه",
    bank_transfers: "بانکي لېږدونه",
    on_demand_cards: "د غوښتنې پر بنسټ کارتونه",
  },
  create: {
    title: "پروګرام جوړ کړئ",
    name: "د پروګرام نوم",
    productType: "د تادیې لاره",
    choose: "وټاکئ چې پروګرام څنګه تادیه کوي",
    submit: "پروګرام جوړ کړئ",
    done: "پروګرام {{name}} جوړ شو.",
    doneUnnamed: "پروګرام جوړ شو.",
  },
  errors: {
    nameRequired: "د پروګرام نوم اړین دی",
    nameTooLong: "د پروګرام نوم تر ۲۵۵ تورو زیات نشي کېدای.",
    productTypeRequired: "وټاکئ چې پروګرام څنګه تادیه کوي.",
    nameTaken: "په دې نوم یو پروګرام لا شته.",
    notTopLevel: "پروګرامونه یوازې د سازمان لپاره جوړېږي، نه د یو پروګرام دننه.",
  },
} satisfies Translated<typeof en>;
