import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Page introuvable",
  heading: "Cette page n'existe pas",
  pathsUpdated: "Nous avons récemment changé les adresses des pages du tableau de bord. Un ancien favori peut donc ne plus fonctionner.",
  loginAgain: "Veuillez vous reconnecter pour trouver ce que vous cherchiez.",
  backHome: "Retour à la page d'accueil",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Carte introuvable", missing: "Il n’y a aucune carte {{id}} dans {{business}}.", back: "Retour aux cartes" },
    order: {
      title: "Commande de carte introuvable",
      missing: "Il n’y a aucune commande de carte {{id}} dans {{business}}.",
      back: "Retour aux commandes de cartes",
    },
    recipient: {
      title: "Bénéficiaire introuvable",
      missing: "Il n’y a aucun bénéficiaire {{id}} dans {{business}}.",
      back: "Retour aux bénéficiaires",
    },
    autoload: {
      title: "Rechargement automatique introuvable",
      missing: "Il n’y a aucun rechargement automatique {{id}} dans {{business}}.",
      back: "Retour aux programmes de rechargement automatique",
    },
  },
  checkAddress:
    "Si vous avez saisi l’adresse web, vérifiez qu’elle est correcte. Si vous avez suivi un lien, il n’est peut-être plus à jour.",
  backToHome: "Retour à l'accueil",
} satisfies Translated<typeof en>;
