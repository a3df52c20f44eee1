import type { Translated } from "#app/i18n/resources";
import type en from "../en/common";

export default {
  /** The last line of a CSV export cut short by a provider error (ADR 0228). */
  csvExport: {
    incomplete: "Uhamishaji haujakamilika: mtoa huduma wa malipo aliacha kujibu kabla ya mwisho wa orodha. Pakua faili tena.",
  },
  testMode: {
    label: "Hali ya majaribio",
    banner:
      "Hali ya majaribio: tovuti hii inatumia mtoa huduma wa majaribio na data za maonyesho; hakuna pesa halisi wala kadi halisi zinazohusika hapa.",
  },
  skipToContent: "Ruka hadi maudhui makuu",
  home: "Mwanzo",
  supportHours:
    "Msaada unapatikana Jumatatu hadi Ijumaa, kuanzia saa tatu asubuhi hadi saa kumi na mbili jioni (9:00 hadi 18:00) kwa saa za Mashariki ya Marekani, isipokuwa siku za sikukuu.",
  nextPage: "Ukurasa unaofuata",
  pages: "Kurasa",
  firstPage: "Ukurasa wa kwanza",
  loading: "Inapakia…",
  errorSummary: "Kuna tatizo",
  errorTitle: "Hitilafu: {{title}}",
  busy: "Inatuma…",
  panelFailed: "Sehemu hii haikuweza kupakiwa. Pakia upya ukurasa ili ujaribu tena.",
  previousPage: "Ukurasa uliotangulia",
  staleCursor: "Ukurasa huo wa orodha haupo tena, kwa hivyo huu ni ukurasa wake wa kwanza.",
  requestBody: {
    unsupported: "Ukurasa huu unapokea fomu yake tu. Ijaze hapa na uitume tena.",
    malformed: "Kilichotumwa hakikuweza kusomwa. Jaza fomu hapa na uitume tena.",
    tooLarge: "Kilichotumwa ni kikubwa mno: MB 5 zaidi. Jaza fomu hapa na uitume tena.",
  },
  review: {
    heading: "Kagua kabla ya kuhamisha pesa",
    amount: "Kiasi",
    from: "Kutoka",
    to: "Kwenda",
    cardBalanceAfter: "Salio la kadi baadaye",
    fundingBalanceAfter: "Salio la akaunti ya ufadhili baadaye",
  },
  receipt: {
    title: "Pesa zimehamishwa",
    amount: "Kiasi",
    newCardBalance: "Salio jipya la kadi",
    newFundingBalance: "Salio jipya la akaunti ya ufadhili",
    reference: "Namba ya kumbukumbu",
  },
  customFields: { optional: "{{label}} (si lazima)", none: "Hakuna" },
  activeFilters: "Vichujio vinavyotumika",
  removeFilter: "Ondoa kichujio {{filter}}",
  filterValue: "{{label}}: {{value}}",
  decline: {
    invalidMerchant: "Mfanyabiashara huyu haruhusiwi kwa kadi hii",
    velocityLimitExceeded: "Kikomo cha matumizi kimezidi",
    declined: "Imekataliwa",
  },
  merchantCategories: {
    grocery_stores_supermarkets: "Maduka ya vyakula na maduka makubwa",
    drug_stores_and_pharmacies: "Maduka ya dawa",
    discount_stores: "Maduka ya punguzo",
    variety_stores: "Maduka ya bidhaa mbalimbali",
    department_stores: "Maduka makubwa ya idara",
    misc_general_merchandise: "Bidhaa mbalimbali na maduka ya mtandaoni",
    used_merchandise_and_secondhand_stores: "Maduka ya mitumba",
    fast_food_restaurants: "Migahawa ya vyakula vya haraka",
    eating_places_restaurants: "Migahawa",
    service_stations: "Vituo vya mafuta",
    local_commuter_transport: "Usafiri wa umma wa ndani",
    bus_lines: "Mabasi ya masafa marefu",
    taxicabs_limousines: "Teksi na huduma za usafiri",
    home_supply_warehouse_stores: "Maduka ya vifaa vya nyumbani",
    utilities: "Huduma za umeme, gesi na maji",
    cable_and_other_pay_television_services: "Televisheni ya kebo na ya kulipia",
    telecommunication_services: "Huduma za simu na intaneti",
    hotels_motels_resorts: "Hoteli na nyumba za wageni",
    airlines_air_carriers: "Mashirika ya ndege",
    car_rental_agencies: "Ukodishaji wa magari",
    betting_casino_gambling: "Kamari, kasino na michezo ya bahati",
    package_stores_beer_wine_liquor: "Maduka ya pombe",
    cigar_stores_and_stands: "Maduka ya tumbaku",
    bars_taverns_nightclubs: "Baa na vilabu vya usiku",
    money_orders: "Hawala za fedha",
    financial_institutions_cash: "Kutoa pesa taslimu",
  },
  /** What to do next, under a receipt (issue 35 item 4, ADR 0235). */
  receiptNext: {
    cardLoad: "Mmiliki wa kadi anaweza kuzitumia sasa.",
    cardWithdraw: "Pesa zimerudi kwenye akaunti yako ya ufadhili, tayari kuwekwa kwenye kadi nyingine.",
    cardTransfer: "Mwenye kadi nyingine anaweza kuzitumia sasa.",
    fundingTransfer:
      "Pesa zinaweza kutumika mara moja kuweka kwenye kadi au kuwalipa wapokeaji. Uhamisho huu umeorodheshwa kwenye historia hapa chini.",
    payment: "Hakuna zaidi la kufanya: ukurasa huu unaonyesha hali ya malipo benki inapoyashughulikia.",
    bulkLoad: "Wamiliki wa kadi wanaweza kuzitumia sasa. Kadi ambayo haikuwekewa pesa inaweza kuwekewa kutoka kwenye ukurasa wake.",
  },
  // Issue 34 item 8 (ADR 0242): a dashboard path of a business not yet approved.
  approval: {
    pending: "Shirika lako litaweza kutumia dashibodi ombi lake likishaidhinishwa. Hapa ndipo ombi lako lilipofikia.",
  },
} satisfies Translated<typeof en>;
