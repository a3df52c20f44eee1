import type { Translated } from "#app/i18n/resources";
import type en from "../en/history";

export default {
  loads: {
    title: "Historique des rechargements de cartes",
    heading: "Historique des rechargements de cartes",
    intro:
      "Tous les rechargements, retraits et transferts de carte à carte des cartes de cette organisation et de ses programmes, du plus récent au plus ancien.",
    empty: "Aucun rechargement ne correspond à cette vue.",
    search: "Nom du titulaire ou derniers chiffres de la carte",
    source: "Origine",
    card: "Carte",
    by: "Rechargée par",
    automatic: "Automatique",
    sources: {
      funding_account: "Compte d'approvisionnement",
      autoload: "Rechargement automatique",
      card_transfer: "Transfert de carte à carte",
      bulk_import: "Import groupé",
      withdrawal: "Reversé sur le compte d'approvisionnement",
    },
  },
  transfers: {
    title: "Virements bancaires",
    heading: "Virements bancaires",
    intro: "Tous les paiements bancaires aux bénéficiaires de cette organisation et de ses programmes, du plus récent au plus ancien.",
    empty: "Aucun virement ne correspond à cette vue.",
    search: "Nom du bénéficiaire",
    recipient: "Bénéficiaire",
    status: "Statut",
    speed: "Rapidité",
    memo: "Libellé",
    statuses: {
      created: "Créé",
      processing: "En cours de traitement",
      completed: "Terminé",
      failed: "Échoué",
    },
    speeds: {
      ach: "Virement standard (ACH)",
      sameday_ach: "ACH le jour même",
      instant: "Instantané",
    },
  },
  filters: {
    label: "Rechercher et filtrer",
    searchShort: "Recherche",
    from: "Du",
    to: "Au",
    any: "Tous",
    apply: "Appliquer",
    clear: "Effacer",
  },
  columns: {
    date: "Date",
    amount: "Montant",
  },
  export: "Télécharger en CSV",
  range: "{{from, number}}–{{to, number}} sur {{count, number}}",
  totals: "Résultats : {{matches, number}}. Montant total : {{total}}",
  csv: {
    loadId: "ID du rechargement",
    cardId: "ID de la carte",
    cardLast6: "6 derniers chiffres de la carte",
    holder: "Titulaire",
    transferId: "ID du virement",
    recipientId: "ID du bénéficiaire",
    accountLast4: "4 derniers chiffres du compte",
  },
} satisfies Translated<typeof en>;
