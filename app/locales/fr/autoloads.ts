import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Programmes de rechargement automatique",
  heading: "Programmes de rechargement automatique",
  timing: "Chaque rechargement automatique recharge chacune de ses cartes à 3 h, heure de New York, chaque jour d'exécution.",
  empty: "Aucun rechargement automatique pour l'instant.",
  name: "Nom",
  frequency: "Fréquence",
  amount: "Montant par carte",
  members: "Cartes",
  nextRun: "Prochain rechargement (heure de New York)",
  noNextRun: "Aucun",
  status: "Statut",
  frequencies: {
    daily: "Quotidien",
    weekly: "Hebdomadaire",
    monthly: "Mensuel",
    last_of_month: "Dernier jour de chaque mois",
  },
  statuses: {
    active: "Actif",
    cancelled: "Annulé",
    completed: "Terminé",
  },
} satisfies Translated<typeof en>;
