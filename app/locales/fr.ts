import type { Translation } from "./en";

const fr = {
  common: {
    skipToContent: "Aller au contenu principal",
    home: "Accueil",
    supportHours: "L'assistance est disponible du lundi au vendredi, de 9 h à 18 h, heure de l'Est, sauf les jours fériés.",
  },
  language: {
    label: "Langue",
    submit: "Changer de langue",
  },
  home: {
    title: "Bienvenue",
    heading: "Bienvenue sur {{brand}}",
    intro: "Choisissez comment vous utilisez {{brand}}.",
    cardholdersTitle: "J'ai une carte",
    cardholdersBody: "Consultez votre solde, choisissez votre code PIN et voyez vos achats et vos rechargements.",
    adminsTitle: "Je gère un programme",
    adminsBody: "Connectez-vous au tableau de bord pour gérer les cartes, les paiements et les personnes.",
    about: "À propos de {{brand}}",
    support: "Besoin d'aide ? Contactez l'assistance {{support}} :",
  },
  about: {
    title: "À propos",
    heading: "À propos de {{brand}}",
    body: "{{brand}} aide des organisations, comme les agences de réinstallation, les associations et les programmes publics, à payer des personnes avec des cartes prépayées et des virements bancaires.",
    cardholders: "Si vous avez reçu une carte, vous pouvez consulter son solde, choisir son code PIN, la bloquer et voir vos achats dans l'espace titulaire de carte.",
    security: "Vos informations sont protégées par un chiffrement 256 bits.",
    contact: "Des questions ? Écrivez-nous :",
  },
  notFound: {
    title: "Page introuvable",
    heading: "Cette page n'existe pas",
    pathsUpdated: "Nous avons récemment changé les adresses des pages du tableau de bord. Un ancien favori peut donc ne plus fonctionner.",
    loginAgain: "Veuillez vous reconnecter pour trouver ce que vous cherchiez.",
    backHome: "Retour à la page d'accueil",
  },
  unknownHost: {
    title: "Adresse inconnue",
    heading: "Cette adresse n'est pas configurée",
    body: "Aucune organisation n'utilise cette adresse web. Vérifiez le lien que vous avez suivi ou contactez l'organisation qui vous l'a envoyé.",
  },
  error: {
    title: "Un problème est survenu",
    heading: "Un problème est survenu",
    body: "Une erreur inattendue s'est produite. Veuillez réessayer dans un instant.",
    tryAgain: "Réessayer",
  },
} satisfies Translation;

export default fr;
