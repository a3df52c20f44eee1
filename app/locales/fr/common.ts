import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  /** The last line of a CSV export cut short by a provider error (ADR 0228). */
  csvExport: {
    incomplete:
      "Export incomplet : le prestataire de paiement a cessé de répondre avant la fin de la liste. Téléchargez à nouveau le fichier.",
  },
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
  staleCursor: "Cette page de la liste n’existe plus : voici sa première page.",
  requestBody: {
    unsupported: "Cette page n’accepte que son propre formulaire. Remplissez-le ici et envoyez-le de nouveau.",
    malformed: "Ce qui a été envoyé n’a pas pu être lu. Remplissez le formulaire ici et envoyez-le de nouveau.",
    tooLarge: "Ce qui a été envoyé est trop volumineux : 5 Mo au plus. Remplissez le formulaire ici et envoyez-le de nouveau.",
  },
  review: {
    heading: "Vérifiez avant le transfert de l'argent",
    amount: "Montant",
    from: "De",
    to: "Vers",
    cardBalanceAfter: "Solde de la carte après l'opération",
    fundingBalanceAfter: "Solde du compte d'approvisionnement après l'opération",
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
  decline: {
    invalidMerchant: "Commerçant non valide",
    velocityLimitExceeded: "Plafond de dépenses dépassé",
    declined: "Refusée",
  },
  merchantCategories: {
    grocery_stores_supermarkets: "Épiceries et supermarchés",
    drug_stores_and_pharmacies: "Drogueries et pharmacies",
    discount_stores: "Magasins discount",
    variety_stores: "Bazars et magasins à un dollar",
    department_stores: "Grands magasins",
    misc_general_merchandise: "Articles divers et boutiques en ligne",
    used_merchandise_and_secondhand_stores: "Friperies et magasins d'occasion",
    fast_food_restaurants: "Restauration rapide",
    eating_places_restaurants: "Restaurants traditionnels",
    service_stations: "Stations-service",
    local_commuter_transport: "Transports en commun locaux",
    bus_lines: "Autocars longue distance",
    taxicabs_limousines: "Taxis et VTC",
    home_supply_warehouse_stores: "Magasins de bricolage et maison",
    utilities: "Services publics (électricité, gaz, eau)",
    cable_and_other_pay_television_services: "Câble et télévision payante",
    telecommunication_services: "Téléphone et internet",
    hotels_motels_resorts: "Hôtels et motels",
    airlines_air_carriers: "Compagnies aériennes",
    car_rental_agencies: "Location de voitures",
    betting_casino_gambling: "Paris, casinos et jeux d'argent",
    package_stores_beer_wine_liquor: "Magasins d'alcool",
    cigar_stores_and_stands: "Bureaux de tabac",
    bars_taverns_nightclubs: "Bars et boîtes de nuit",
    money_orders: "Mandats",
    financial_institutions_cash: "Retraits d'espèces",
  },
  /** What to do next, under a receipt (issue 35 item 4, ADR 0235). */
  receiptNext: {
    cardLoad: "Le titulaire de la carte peut le dépenser dès maintenant.",
    cardWithdraw: "Le montant est de retour sur votre compte d'approvisionnement, prêt à être rechargé sur une autre carte.",
    cardTransfer: "Le titulaire de l'autre carte peut le dépenser dès maintenant.",
    fundingTransfer:
      "Le montant peut servir tout de suite à recharger des cartes ou à payer des bénéficiaires. Le transfert figure dans l'historique ci-dessous.",
    payment: "Vous n'avez rien d'autre à faire : cette page indique l'état du paiement à mesure que la banque le traite.",
    bulkLoad: "Les titulaires peuvent le dépenser dès maintenant. Une carte qui n'a pas été rechargée peut l'être depuis sa propre page.",
  },
  // Issue 34 item 8 (ADR 0242): a dashboard path of a business not yet approved.
  approval: {
    pending: "Votre organisation pourra utiliser le tableau de bord une fois sa demande approuvée. Voici où en est votre demande.",
  },
} satisfies Translated<typeof en>;
