import type { Translated } from "#app/i18n/resources";
import type en from "../en/programs";

export default {
  title: "Programmes",
  heading: "Programmes",
  empty: "Il n'y a pas encore de programme.",
  name: "Programme",
  productType: "Mode de paiement",
  balance: "Solde du compte d'approvisionnement",
  superBalance: "Solde du compte d'approvisionnement de {{name}}",
  fundingAccount: "Compte d'approvisionnement",
  reports: "Rapports de tous les programmes",
  type: {
    cards: "Cartes",
    bank_transfers: "Virements bancaires",
    on_demand_cards: "Cartes à la demande",
  },
  create: {
    title: "Créer un programme",
    name: "Nom du programme",
    productType: "Mode de paiement",
    choose: "Choisissez comment le programme paie",
    submit: "Créer le programme",
    done: "Le programme {{name}} a été créé.",
    doneUnnamed: "Le programme a été créé.",
  },
  errors: {
    nameRequired: "Le nom du programme est obligatoire",
    nameTooLong: "Le nom du programme peut compter au plus 255 caractères.",
    productTypeRequired: "Choisissez comment le programme paie.",
    nameTaken: "Un programme porte déjà ce nom.",
    notTopLevel: "Les programmes se créent pour l'organisation, pas à l'intérieur d'un programme.",
  },
} satisfies Translated<typeof en>;
