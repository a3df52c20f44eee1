import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Un problème est survenu",
  heading: "Un problème est survenu",
  body: "Une erreur inattendue s'est produite. Veuillez réessayer dans un instant.",
  unexpected: "Erreur inattendue, veuillez réessayer.",
  reference: "Référence pour l’assistance :",
  tryAgain: "Réessayer",
  unavailableTitle: "Service indisponible",
  unavailableHeading: "Ce service n'est pas disponible",
  unavailableBody:
    "Ce site n'est pas encore relié à son prestataire de paiement ; il ne peut donc afficher aucune page. Réessayez plus tard ; si le problème persiste, contactez votre organisation.",
  codeLoad: {
    title: "Impossible de charger cette page",
    body: "Le chargement de la page a pris trop de temps ou la connexion a été interrompue. Vérifiez votre connexion Internet, puis réessayez.",
  },
} satisfies Translated<typeof en>;
