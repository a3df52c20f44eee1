import type { Translated } from "#app/i18n/resources";
import type en from "../en/recipients";

export default {
  title: "Bénéficiaires",
  heading: "Bénéficiaires",
  export: "Télécharger en CSV",
  filtersLabel: "Rechercher et filtrer les bénéficiaires",
  search: "Rechercher par nom ou adresse e-mail",
  status: "Statut",
  sort: "Trier par",
  order: "Ordre",
  ascending: "Croissant",
  descending: "Décroissant",
  any: "Tous",
  apply: "Appliquer",
  clear: "Effacer",
  empty: "Aucun bénéficiaire ne correspond à cette recherche.",
  recipient: "Bénéficiaire",
  bankAccount: "Compte bancaire",
  noBankAccount: "Pas encore de compte bancaire",
  added: "Ajouté le",
  statuses: {
    awaiting_recipient: "En attente des coordonnées bancaires du bénéficiaire",
    pending_verification: "Compte bancaire en cours de vérification",
    bank_account_verified: "Prêt à être payé",
    verification_failed: "Échec de la vérification bancaire",
  },
  sortKeys: {
    createdAt: "Date d'ajout",
    name: "Nom",
  },
  csv: {
    recipientId: "ID du bénéficiaire",
    name: "Nom",
    email: "Adresse e-mail",
    accountLast4: "Compte bancaire (4 derniers chiffres)",
    createdAt: "Ajouté le",
  },
} satisfies Translated<typeof en>;
