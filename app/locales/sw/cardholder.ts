import type { Translated } from "#app/i18n/resources";
import type en from "../en/cardholder";

export default {
  title: "Kadi yangu",
  heading: "Kadi zangu",
  greeting: "Habari, {{name}}",
  noCards: "Bado hakuna kadi iliyounganishwa na akaunti yako.",
  cardType: "Aina",
  formFactor: {
    physical: "Kadi halisi",
    virtual: "Kadi ya mtandaoni",
  },
  cardNumber: "Namba ya kadi",
  endingIn: "inayoishia na",
  expires: "Mwisho wa matumizi",
  status: "Hali",
  cardStatus: {
    active: "Inatumika",
    inactive: "Bado haijaamilishwa",
    locked: "Imefungwa",
    frozen: "Imesimamishwa na shirika lako",
    closed: "Imefutwa kabisa na shirika lako",
  },
} satisfies Translated<typeof en>;
