import type { Translated } from "#app/i18n/resources";
import type en from "../en/reports";

export default {
  title: "Ripoti",
  heading: "Ripoti",
  acrossPrograms: "Ripoti za mipango yote",
  date: "Tarehe",
  showNumbers: "Onyesha takwimu",
  period: {
    label: "Kipindi",
    thisMonth: "Mwezi huu",
    lastMonth: "Mwezi uliopita",
    thisQuarter: "Robo hii ya mwaka",
    lastQuarter: "Robo iliyopita ya mwaka",
    custom: "Kipindi maalum",
    from: "Kuanzia",
    to: "Hadi",
    show: "Onyesha ripoti",
    showing: "Kuanzia {{from}} hadi {{to}}, kwa saa za New York.",
  },
  cards: {
    title: "Kadi",
    loaded: "Pesa zilizowekwa kwenye kadi",
    spent: "Zilizotumika kwa kadi",
    cardCount: "Kadi zilizotolewa",
    activeCardCount: "Kadi zilizotumika",
    transactionCount: "Manunuzi",
    declinedCount: "Manunuzi yaliyokataliwa",
    spentPerDay: "Matumizi kwa siku",
    loadedPerDay: "Pesa zilizowekwa kwa siku",
    perDay: "Kadi kwa siku",
    csv: "Pakua kadi kwa siku (CSV)",
  },
  categories: {
    title: "Matumizi kwa aina ya mfanyabiashara",
    category: "Aina ya mfanyabiashara",
    amount: "Zilizotumika",
    count: "Manunuzi",
    hidden: "Imefichwa",
    empty: "Hakuna manunuzi katika kipindi hiki.",
    csv: "Pakua matumizi kwa aina (CSV)",
  },
  transfers: {
    title: "Uhamisho wa benki",
    sent: "Zilizotumwa",
    transferCount: "Uhamisho wa benki",
    recipientCount: "Wapokeaji waliolipwa",
    byStatus: "Uhamisho wa benki kwa hali",
    status: "Hali",
    count: "Idadi",
    amount: "Kiasi",
    sentPerDay: "Zilizotumwa kwa siku",
    perDay: "Uhamisho wa benki kwa siku",
    csv: "Pakua uhamisho wa benki kwa siku (CSV)",
    statuses: {
      created: "Umeundwa",
      processing: "Unashughulikiwa",
      completed: "Umekamilika",
      failed: "Umeshindikana",
    },
  },
  csv: {
    date: "Tarehe",
  },
  errors: {
    periodInvalid: "Weka tarehe ya kuanza na ya kumaliza; ya kuanza isiwe baada ya ya kumaliza.",
    periodTooLong: "Ripoti inaweza kuhusu siku 400 tu.",
  },
  /** The cross-program report's breakdown (issue 35 item 6). */
  byProgram: {
    title: "Kwa mpango",
    caption: "Takwimu za kila mpango kwa kipindi hiki",
    program: "Mpango",
    sent: "Zilizotumwa kwa uhamisho wa benki",
    own: "{{name}} (nje ya mipango yake)",
    empty: "Shirika hili bado halina mipango.",
  },
  /** CSV columns beside the human ones (issue 35 item 6). */
  csvCodes: {
    categoryCode: "Msimbo wa aina ya mfanyabiashara",
  },
} satisfies Translated<typeof en>;
