import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "Kuhusu",
  heading: "Kuhusu {{brand}}",
  body: "{{brand}} husaidia mashirika, kama vile mashirika yanayowapa wakimbizi makazi mapya, mashirika yasiyo ya faida na mipango ya umma, kuwalipa watu kwa kadi za malipo ya awali na kwa uhamisho wa benki.",
  cardholders:
    "Ikiwa ulipokea kadi, unaweza kuangalia salio lake, kuweka PIN yake, kuifunga na kuona ulichonunua kwenye ukurasa wa wamiliki wa kadi.",
  security: "Taarifa zako zinalindwa kwa usimbaji fiche wa biti 256.",
  contact: "Una maswali? Tuandikie:",
} satisfies Translated<typeof en>;
