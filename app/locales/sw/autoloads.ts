import type { Translated } from "#app/i18n/resources";
import type en from "../en/autoloads";

export default {
  title: "Kuweka pesa kiotomatiki",
  heading: "Kuweka pesa kiotomatiki",
  timing: "Kuweka pesa kiotomatiki huweka pesa kwenye kila kadi yake saa 9 usiku kwa saa za New York katika kila siku ya kuendeshwa.",
  empty: "Bado hakuna kuweka pesa kiotomatiki.",
  name: "Jina",
  frequency: "Marudio",
  amount: "Kiasi kwa kila kadi",
  members: "Kadi",
  nextRun: "Kuweka pesa kunakofuata (saa za New York)",
  noNextRun: "Hakuna",
  status: "Hali",
  frequencies: {
    daily: "Kila siku",
    weekly: "Kila wiki",
    monthly: "Kila mwezi",
    last_of_month: "Siku ya mwisho ya kila mwezi",
  },
  statuses: {
    active: "Inatumika",
    cancelled: "Imeghairiwa",
    completed: "Imekamilika",
  },
} satisfies Translated<typeof en>;
