import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programas",
  heading: "Programas",
  empty: "Todavía no hay programas.",
  name: "Programa",
  productType: "Paga con",
  balance: "Saldo de la cuenta de financiamiento",
  superBalance: "Saldo de la cuenta de financiamiento de {{name}}",
  fundingAccount: "Cuenta de financiamiento",
  reports: "Informes de todos los programas",
  type: {
    cards: "Tarjetas",
    bank_transfers: "Transferencias bancarias",
    on_demand_cards: "Tarjetas bajo demanda",
  },
  create: {
    title: "Crear un programa",
    name: "Nombre del programa",
    productType: "Paga con",
    choose: "Elija cómo paga el programa",
    submit: "Crear programa",
    done: "Se creó el programa {{name}}.",
    doneUnnamed: "Se creó el programa.",
  },
  errors: {
    nameRequired: "El nombre del programa es obligatorio",
    nameTooLong: "El nombre del programa puede tener como máximo 255 caracteres.",
    productTypeRequired: "Elija cómo paga el programa.",
    nameTaken: "Ya existe un programa con este nombre.",
    notTopLevel: "Los programas solo se pueden crear para la organización, no dentro de un programa.",
  },
} satisfies Translated<typeof en>;
