import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Rapports",
  heading: "Rapports",
  acrossPrograms: "Rapports de tous les programmes",
  date: "Jour",
  showNumbers: "Afficher les chiffres",
  period: {
    label: "Période",
    thisMonth: "Ce mois-ci",
    lastMonth: "Le mois dernier",
    thisQuarter: "Ce trimestre",
    lastQuarter: "Le trimestre dernier",
    custom: "Période personnalisée",
    from: "Du",
    to: "Au",
    show: "Afficher le rapport",
    showing: "Du {{from}} au {{to}}, heure de New York.",
  },
  cards: {
    title: "Cartes",
    loaded: "Rechargé sur les cartes",
    spent: "Dépensé avec les cartes",
    cardCount: "Cartes émises",
    activeCardCount: "Cartes utilisées",
    transactionCount: "Achats",
    declinedCount: "Achats refusés",
    spentPerDay: "Dépensé par jour",
    loadedPerDay: "Rechargé par jour",
    perDay: "Cartes par jour",
    csv: "Télécharger les cartes par jour (CSV)",
  },
  categories: {
    title: "Dépenses par catégorie de commerçant",
    category: "Catégorie de commerçant",
    amount: "Dépensé",
    count: "Achats",
    hidden: "Masquée",
    empty: "Aucun achat sur cette période.",
    csv: "Télécharger les dépenses par catégorie (CSV)",
  },
  transfers: {
    title: "Virements bancaires",
    sent: "Envoyé",
    transferCount: "Virements bancaires",
    recipientCount: "Bénéficiaires payés",
    byStatus: "Virements bancaires par statut",
    status: "Statut",
    count: "Nombre",
    amount: "Montant",
    sentPerDay: "Envoyé par jour",
    perDay: "Virements bancaires par jour",
    csv: "Télécharger les virements bancaires par jour (CSV)",
    statuses: {
      created: "Créé",
      processing: "En cours",
      completed: "Terminé",
      failed: "Échoué",
    },
  },
  csv: {
    date: "Jour",
  },
  errors: {
    periodInvalid: "Indiquez une date de début et une date de fin, le début au plus tard à la fin.",
    periodTooLong: "Un rapport couvre au plus 400 jours.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "Par programme",
    caption: "Les chiffres de chaque programme sur la période",
    program: "Programme",
    sent: "Envoyé par virement bancaire",
    own: "{{name}} (hors de ses programmes)",
    empty: "Cette organisation n'a pas encore de programme.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Code de catégorie de commerçant",
  },
} satisfies Translated<typeof en>;
