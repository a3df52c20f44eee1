import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Ma carte",
  heading: "Mes cartes",
  greeting: "Bonjour {{name}}",
  noCards: "Aucune carte n'est encore liée à votre compte.",
  cardType: "Type de carte",
  formFactor: {
    physical: "Carte physique",
    virtual: "Carte virtuelle",
  },
  cardNumber: "Numéro de carte",
  endingIn: "se terminant par",
  expires: "Date d'expiration",
  status: "Statut",
  cardStatus: {
    active: "Activée",
    inactive: "Pas encore activée",
    locked: "Bloquée",
    frozen: "Gelée par votre organisation",
    closed: "Fermée par votre organisation",
  },
} satisfies Translated<typeof en>;
