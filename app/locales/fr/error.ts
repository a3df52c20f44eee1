import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Un problème est survenu",
  heading: "Un problème est survenu",
  body: "Une erreur inattendue s'est produite. Veuillez réessayer dans un instant.",
  unexpected: "Erreur inattendue, veuillez réessayer.",
  tryAgain: "Réessayer",
} satisfies Translated<typeof en>;
