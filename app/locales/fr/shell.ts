import type { Translated } from "#app/i18n/resources";
import type en from "../en/shell";

export default {
  mainNavigation: "Menu principal",
  collapseMenu: "Masquer le menu",
  expandMenu: "Afficher le menu",
  home: "Accueil",
  autoloads: "Rechargement automatique",
  reports: "Rapports",
  settings: "Paramètres",
  members: "Membres",
  spendRules: "Règles de dépense",
  customFields: "Champs personnalisés",
  developers: "Développeurs",
  webhooks: "Notifications webhook",
  docs: "Documentation",
  support: "Assistance",
  supportTitle: "Besoin d'aide ? Une question ?",
  supportBody: "Contactez votre interlocuteur chez {{support}} ou écrivez à l'adresse e-mail de l'assistance :",
  close: "Fermer",
  bannerTitle: "Attention : nos adresses web changent !",
  bannerBody: "Les adresses web des pages du tableau de bord changent. Veuillez mettre à jour vos favoris.",
  bannerClose: "Fermer ce message",
  sessionEnding_one: "Votre session va se terminer dans moins de {{count, number}} minute, faute d'activité.",
  sessionEnding_many: "Votre session va se terminer dans moins de {{count, number}} de minutes, faute d'activité.",
  sessionEnding_other: "Votre session va se terminer dans moins de {{count, number}} minutes, faute d'activité.",
  staySignedIn: "Garder ma session ouverte",
} satisfies Translated<typeof en>;
