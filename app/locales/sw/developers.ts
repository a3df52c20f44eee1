import type { Translated } from "#app/i18n/resources";
import type en from "../en/developers";

export default {
  title: "Marejeleo ya API",
  intro:
    "API ya mtoa huduma ambayo mifumo yako inaiita, iliyotengenezwa kutoka mkataba uleule unaotumiwa na programu na mazingira ya majaribio. Kiasi cha pesa ni senti kamili, nyakati ni ISO-8601 UTC, na orodha hugawanywa kwa kurasa kwa kielekezi.",
  authHeading: "Uthibitishaji",
  authBody:
    "Maombi hubeba tokeni ya mbebaji kwenye kichwa Authorization. Maombi yanayohamisha pesa hubeba pia kichwa Idempotency-Key: kutuma ufunguo uleule tena hurudisha jibu la kwanza na hakuhamishi pesa mara mbili.",
  errorsHeading: "Hitilafu",
  errorsBody: "Hitilafu hujibiwa kwa JSON: msimbo usiobadilika, ujumbe, na kwa sehemu zilizokataliwa, orodha ya matatizo.",
  groupsHeading: "Makundi ya sehemu za API",
  groupColumn: "Kundi",
  countColumn: "Sehemu za API",
  allGroups: "Makundi yote",
  parameters: "Vigezo",
  requestBody: "Maudhui ya ombi",
  response: "Jibu",
  noBody: "Hakuna maudhui.",
  errors: "Hitilafu",
  required: "lazima",
  optional: "si lazima",
  authBearer: "Tokeni ya mbebaji",
  authLinkToken: "Tokeni ya kiungo (kichwa X-Link-Token)",
  authNone: "Bila uthibitishaji",
  values: "Thamani",
  webhooksHeading: "Thibitisha sahihi ya webhook",
  webhooksIntro:
    "Kila uwasilishaji ni POST yenye maudhui ya JSON na vichwa vitatu, kama vipimo vya Standard Webhooks vinavyoeleza: webhook-id ni kitambulisho cha tukio, kilekile kwa kila jaribio, kwa hiyo kitumie kupuuza ujumbe uliokwisha kushughulikiwa; webhook-timestamp ni muda wa kutuma kwa sekunde; webhook-signature ina sahihi moja au zaidi zilizotenganishwa kwa nafasi.",
  step1:
    "Chukua siri kutoka kwenye dashibodi ya webhooks, ondoa kiambishi whsec_ na usimbue sehemu iliyobaki kutoka base64: huo ndio ufunguo.",
  step2:
    "Tengeneza maudhui yanayosainiwa: webhook-id, nukta, webhook-timestamp, nukta, na maudhui kama yalivyopokelewa, kabla ya kuchanganua JSON.",
  step3: "Kokotoa HMAC-SHA256 ya maudhui kwa ufunguo huo na uisimbe kwa base64.",
  step4:
    "Kubali ujumbe wakati mojawapo ya sahihi za v1 kwenye kichwa inalingana na yako (linganisha kwa muda usiobadilika) na muhuri wa muda uko ndani ya dakika tano za saa yako. Wakati wa kubadilisha siri, kichwa hubeba sahihi moja kwa kila siri inayotumika.",
  exampleHeading: "Mfano kamili",
  secret: "Siri",
  body: "Maudhui",
  signedContent: "Maudhui yanayosainiwa",
  codeHeading: "Vivyo hivyo kwa JavaScript",
  eventsHeading: "Aina za matukio",
  eventsBody:
    "Sehemu ya API hupokea aina ilizojiandikisha, au zote ikiwa haikuchagua yoyote. Sehemu data.change hutaja badiliko halisi, kwa mfano card_locked. Uwasilishaji usiopata jibu la 2xx ndani ya sekunde kumi hujaribiwa tena baada ya sekunde 5, 20, 80 na kuendelea, majaribio manane kwa jumla.",
  integrationsPointer: "Hali ya sehemu zako za kupokea na ujumbe ambao haukufika:",
  integrations: {
    title: "Miunganisho",
    intro:
      "Jinsi mifumo yenu inavyopata habari kutoka kwetu: sehemu za kupokea webhook zinazopokea matukio kuhusu kadi, uwekaji pesa, miamala, wapokeaji, akaunti za benki, uhamisho wa benki na uwekaji pesa wa kiotomatiki, na jinsi ujumbe wake ulivyofika.",
    openConsole: "Fungua dashibodi ya webhook",
    consoleHint:
      "Katika dashibodi (kichupo kipya) unaongeza na kuondoa sehemu za kupokea, unachagua aina za matukio, unaona kila jaribio, unatuma ujumbe tena, unatuma tukio la majaribio na unabadilisha siri.",
    docsLink: "Marejeleo ya API",
    notEnabled:
      "Shirika lenu halijawashiwa webhook. Mwombe mtu wenu wa mawasiliano wa akaunti aziwashe. Marejeleo ya API yanatumika hata hivyo.",
    endpointsHeading: "Sehemu za kupokea",
    noEndpoints: "Bado hakuna sehemu ya kupokea. Ongeza moja katika dashibodi ya webhook.",
    countsCaption: "Sehemu za kupokea na ujumbe wake katika siku {{days}} zilizopita",
    endpointColumn: "Sehemu ya kupokea",
    eventsColumn: "Matukio",
    healthColumn: "Hali",
    lastAttemptColumn: "Jaribio la mwisho",
    deliveredColumn: "Zimefika",
    pendingColumn: "Zinasubiri",
    failedColumn: "Zimeachwa",
    allEvents: "Matukio yote",
    health: { healthy: "Inafanya kazi", failing: "Inashindwa", idle: "Bado hakuna ujumbe" },
    noAnswer: "Hakuna jibu",
    failuresHeading: "Ujumbe wa hivi karibuni ambao haukufika",
    noFailures: "Hakuna ujumbe ulioshindwa katika siku {{days}} zilizopita.",
    timeColumn: "Ulishindwa",
    eventColumn: "Tukio",
    attemptsColumn: "Majaribio",
    answerColumn: "Jibu",
    nextColumn: "Jaribio lijalo",
    givenUp: "Umeachwa",
  },
  openApi: {
    intro: "API nzima katika hati moja ya OpenAPI 3.1, kwa vizalishaji vya programu na zana za API:",
    download: "Pakua hati ya OpenAPI (JSON)",
  },
} satisfies Translated<typeof en>;
