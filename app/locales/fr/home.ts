import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Bienvenue",
  heading: "Bienvenue sur {{brand}}",
  intro: "Choisissez comment vous utilisez {{brand}}.",
  cardholdersTitle: "J'ai une carte",
  cardholdersBody: "Consultez votre solde, choisissez votre code PIN et voyez vos achats et vos rechargements.",
  adminsTitle: "Je gère un programme",
  adminsBody: "Connectez-vous au tableau de bord pour gérer les cartes, les paiements et les personnes.",
  about: "À propos de {{brand}}",
  support: "Besoin d'aide ? Contactez l'assistance {{support}} :",
} satisfies Translated<typeof en>;
