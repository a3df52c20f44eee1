import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Page introuvable",
  heading: "Cette page n'existe pas",
  pathsUpdated: "Nous avons récemment changé les adresses des pages du tableau de bord. Un ancien favori peut donc ne plus fonctionner.",
  loginAgain: "Veuillez vous reconnecter pour trouver ce que vous cherchiez.",
  backHome: "Retour à la page d'accueil",
} satisfies Translated<typeof en>;
