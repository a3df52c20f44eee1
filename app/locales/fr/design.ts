import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "Composants",
  intro:
    "Chaque composant du système de design dans chacun de ses états, avec des données de démonstration. Seul le bac à sable affiche cette page.",
  contents: "Sur cette page",
  sections: {
    colours: "Couleurs porteuses de sens",
    pageHeader: "En-tête de page",
    facts: "Informations clé-valeur",
    review: "Vérification avant le transfert d'argent",
    receipt: "Reçu",
    table: "Tableau",
    filters: "Barre de filtres et filtres actifs",
    bulk: "Barre d'actions groupées",
    badges: "Badges d'état",
    empty: "État vide",
    alerts: "Alertes et messages",
    form: "Champs de formulaire et récapitulatif des erreurs",
    chart: "Graphique et ses chiffres",
  },
  tones: {
    brand: "Marque : liens, boutons principaux, focus",
    success: "Succès : fait, prêt, actif",
    warning: "Avertissement : à traiter bientôt",
    danger: "Danger : refusé, échoué, irréversible",
    info: "Information : en cours",
    neutral: "Neutre : terminé, aucune action requise",
  },
  states: {
    hint: "Avec une aide",
    invalid: "Avec une erreur",
    disabled: "Désactivé",
  },
  demo: {
    program: "Programme : Unity Rent Relief",
    hint: "En dollars et cents, par exemple 25.00.",
    info: "Le virement bancaire est attendu au plus tard le 2 déc. 2026.",
    warning: "Le compte d'approvisionnement a moins d'argent que n'en demande le rechargement automatique du mois prochain.",
  },
} satisfies Translated<typeof en>;
