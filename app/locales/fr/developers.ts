import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "Référence de l'API",
  intro:
    "L'API du fournisseur qu'appellent vos systèmes, générée à partir du même contrat que l'application et le bac à sable. Les montants sont en centimes entiers, les heures en ISO-8601 UTC et les listes sont paginées par curseur.",
  authHeading: "Authentification",
  authBody:
    "Les appels portent un jeton porteur dans l'en-tête Authorization. Ceux qui déplacent de l'argent portent aussi un en-tête Idempotency-Key : renvoyer la même clé renvoie la première réponse et ne déplace pas l'argent deux fois.",
  errorsHeading: "Erreurs",
  errorsBody: "Une erreur répond en JSON : un code stable, un message et, pour les champs refusés, la liste des problèmes.",
  groupsHeading: "Groupes de points d'accès",
  groupColumn: "Groupe",
  countColumn: "Points d'accès",
  allGroups: "Tous les groupes",
  parameters: "Paramètres",
  requestBody: "Corps de la requête",
  response: "Réponse",
  noBody: "Pas de corps.",
  errors: "Erreurs",
  required: "obligatoire",
  optional: "facultatif",
  authBearer: "Jeton porteur",
  authLinkToken: "Jeton de lien (en-tête X-Link-Token)",
  authNone: "Sans authentification",
  values: "Valeurs",
  webhooksHeading: "Vérifier la signature d'un webhook",
  webhooksIntro:
    "Chaque envoi est un POST avec un corps JSON et trois en-têtes, comme le décrit la spécification Standard Webhooks : webhook-id est l'identifiant de l'événement, le même à chaque tentative, utilisez-le pour ignorer un message déjà traité ; webhook-timestamp est l'heure d'envoi en secondes ; webhook-signature contient une ou plusieurs signatures séparées par des espaces.",
  step1: "Prenez le secret dans la console des webhooks, retirez le préfixe whsec_ et décodez le reste en base64 : c'est la clé.",
  step2:
    "Construisez le contenu signé : webhook-id, un point, webhook-timestamp, un point, puis le corps tel que reçu, avant toute lecture du JSON.",
  step3: "Calculez le HMAC-SHA256 du contenu avec la clé et encodez-le en base64.",
  step4:
    "Acceptez le message si l'une des signatures v1 de l'en-tête est égale à la vôtre (comparaison en temps constant) et si l'horodatage est à moins de cinq minutes de votre horloge. Pendant une rotation du secret, l'en-tête porte une signature par secret encore valable.",
  exampleHeading: "Exemple détaillé",
  secret: "Clé secrète",
  body: "Corps",
  signedContent: "Contenu signé",
  codeHeading: "La même chose en JavaScript",
  eventsHeading: "Types d'événements",
  eventsBody:
    "Un point d'accès reçoit les types auxquels il est abonné, ou tous s'il n'en a choisi aucun. Le champ data.change nomme le changement exact, par exemple card_locked. Un envoi sans réponse 2xx dans les dix secondes est retenté après 5 s, 20 s, 80 s et ainsi de suite, huit tentatives en tout.",
  integrationsPointer: "L'état de vos points d'accès et les envois qui ont échoué :",
  integrations: {
    title: "Intégrations",
    intro:
      "Comment vos systèmes sont tenus informés : les points d'accès webhook qui reçoivent les événements sur les cartes, les recharges, les opérations, les bénéficiaires, les comptes bancaires, les virements bancaires et les programmes de rechargement automatique, et comment leurs envois se sont passés.",
    openConsole: "Ouvrir la console des webhooks",
    consoleHint:
      "Dans la console (un nouvel onglet), vous ajoutez et supprimez des points d'accès, choisissez les types d'événements, voyez chaque tentative, renvoyez un envoi, envoyez un événement de test et renouvelez les clés secrètes.",
    docsLink: "Référence de l'API",
    notEnabled:
      "Les webhooks ne sont pas activés pour votre organisation. Demandez à votre contact de compte de les activer. La référence de l'API reste valable.",
    endpointsHeading: "Points d'accès",
    noEndpoints: "Aucun point d'accès pour l'instant. Ajoutez-en un dans la console des webhooks.",
    countsCaption: "Points d'accès et leurs envois des {{days}} derniers jours",
    endpointColumn: "Point d'accès",
    eventsColumn: "Événements",
    healthColumn: "État",
    lastAttemptColumn: "Dernière tentative",
    deliveredColumn: "Livrés",
    pendingColumn: "En attente",
    failedColumn: "Abandonnés",
    allEvents: "Tous les événements",
    health: { healthy: "Fonctionne", failing: "En échec", idle: "Aucun envoi pour l'instant" },
    noAnswer: "Pas de réponse",
    failuresHeading: "Envois récents en échec",
    noFailures: "Aucun envoi en échec ces {{days}} derniers jours.",
    timeColumn: "Échec le",
    eventColumn: "Événement",
    attemptsColumn: "Tentatives",
    answerColumn: "Réponse",
    nextColumn: "Prochaine tentative",
    givenUp: "Abandonné",
  },
  openApi: {
    intro: "Toute l'API dans un seul document OpenAPI 3.1, pour les générateurs de clients et les outils d'API :",
    download: "Télécharger le document OpenAPI (JSON)",
  },
} satisfies Translated<typeof en>;
