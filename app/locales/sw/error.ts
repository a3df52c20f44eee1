import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Kuna tatizo",
  heading: "Kuna tatizo",
  body: "Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena baada ya muda mfupi.",
  unexpected: "Hitilafu isiyotarajiwa, jaribu tena.",
  reference: "Nambari ya kumbukumbu kwa huduma kwa wateja:",
  tryAgain: "Jaribu tena",
  unavailableTitle: "Huduma haipatikani",
  unavailableHeading: "Huduma hii haipatikani",
  unavailableBody:
    "Tovuti hii bado haijaunganishwa na mtoa huduma wake wa malipo, kwa hivyo haiwezi kuonyesha ukurasa wowote. Tafadhali jaribu tena baadaye; tatizo likiendelea, wasiliana na shirika lako.",
  codeLoad: {
    title: "Ukurasa huu haukuweza kupakiwa",
    body: "Ukurasa ulichukua muda mrefu mno kupakiwa au muunganisho ulikatika. Angalia muunganisho wako wa intaneti, kisha ujaribu tena.",
  },
} satisfies Translated<typeof en>;
