import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  testMode: {
    label: "Mode test",
    banner:
      "Mode test : ce site utilise le fournisseur de test et des données de démonstration ; rien ici n’implique d’argent ni de cartes réels.",
  },
  skipToContent: "Aller au contenu principal",
  home: "Accueil",
  supportHours: "L'assistance est disponible du lundi au vendredi, de 9 h à 18 h, heure de l'Est, sauf les jours fériés.",
  nextPage: "Page suivante",
  pages: "Pagination",
  firstPage: "Première page",
  loading: "Chargement…",
  errorSummary: "Il y a un problème",
  errorTitle: "Erreur : {{title}}",
  busy: "Envoi en cours…",
  panelFailed: "Cette section n’a pas pu être chargée. Rechargez la page pour réessayer.",
  previousPage: "Page précédente",
  review: {
    heading: "Vérifiez avant le transfert de l'argent",
    amount: "Montant",
    from: "De",
    to: "Vers",
    cardBalanceAfter: "Solde de la carte ensuite",
    fundingBalanceAfter: "Solde du compte d'approvisionnement ensuite",
  },
  receipt: {
    title: "Argent transféré",
    amount: "Montant",
    newCardBalance: "Nouveau solde de la carte",
    newFundingBalance: "Nouveau solde du compte d'approvisionnement",
    reference: "Référence",
  },
  customFields: { optional: "{{label}} (facultatif)", none: "Aucun" },
  activeFilters: "Filtres appliqués",
  removeFilter: "Retirer le filtre {{filter}}",
  filterValue: "{{label}} : {{value}}",
} satisfies Translated<typeof en>;
