import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Karibu",
  heading: "Karibu {{brand}}",
  intro: "Chagua jinsi unavyotumia {{brand}}.",
  cardholdersTitle: "Nina kadi",
  cardholdersBody: "Angalia salio lako, weka PIN yako, na uone ulichonunua na pesa zilizowekwa kwenye kadi yako.",
  adminsTitle: "Ninasimamia mpango",
  adminsBody: "Ingia kwenye dashibodi ili kusimamia kadi, malipo na watu.",
  about: "Kuhusu {{brand}}",
  support: "Unahitaji msaada? Wasiliana na huduma ya msaada ya {{support}}:",
} satisfies Translated<typeof en>;
