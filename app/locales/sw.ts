import type { Translation } from "./en";

const sw = {
  common: {
    skipToContent: "Ruka hadi maudhui makuu",
    home: "Mwanzo",
    supportHours: "Msaada unapatikana Jumatatu hadi Ijumaa, kuanzia saa tatu asubuhi hadi saa kumi na mbili jioni (9:00 hadi 18:00) kwa saa za Mashariki ya Marekani, isipokuwa siku za sikukuu.",
  },
  language: {
    label: "Lugha",
    submit: "Badilisha lugha",
  },
  home: {
    title: "Karibu",
    heading: "Karibu {{brand}}",
    intro: "Chagua jinsi unavyotumia {{brand}}.",
    cardholdersTitle: "Nina kadi",
    cardholdersBody: "Angalia salio lako, weka PIN yako, na uone ulichonunua na pesa zilizowekwa kwenye kadi yako.",
    adminsTitle: "Ninasimamia mpango",
    adminsBody: "Ingia kwenye dashibodi ili kusimamia kadi, malipo na watu.",
    about: "Kuhusu {{brand}}",
    support: "Unahitaji msaada? Wasiliana na huduma ya msaada ya {{support}}:",
  },
  about: {
    title: "Kuhusu",
    heading: "Kuhusu {{brand}}",
    body: "{{brand}} husaidia mashirika, kama vile mashirika yanayowapa wakimbizi makazi mapya, mashirika yasiyo ya faida na programu za umma, kuwalipa watu kwa kadi za malipo ya awali na kwa kuhamisha pesa benki.",
    cardholders: "Ikiwa ulipokea kadi, unaweza kuangalia salio lake, kuweka PIN yake, kuifunga na kuona ulichonunua kwenye ukurasa wa wamiliki wa kadi.",
    security: "Taarifa zako zinalindwa kwa usimbaji fiche wa biti 256.",
    contact: "Una maswali? Tuandikie:",
  },
  notFound: {
    title: "Ukurasa haukupatikana",
    heading: "Ukurasa huu haupo",
    pathsUpdated: "Hivi karibuni tulibadilisha anwani za kurasa za dashibodi, kwa hiyo alamisho la zamani huenda lisifanye kazi tena.",
    loginAgain: "Tafadhali ingia tena ili upate ulichokuwa ukitafuta.",
    backHome: "Rudi kwenye ukurasa wa mwanzo",
  },
  unknownHost: {
    title: "Anwani isiyojulikana",
    heading: "Anwani hii haijawekwa",
    body: "Hakuna shirika linalotumia anwani hii ya tovuti. Angalia kiungo ulichofuata, au wasiliana na shirika lililokutumia kiungo hicho.",
  },
  error: {
    title: "Kuna tatizo",
    heading: "Kuna tatizo",
    body: "Hitilafu isiyotarajiwa imetokea. Tafadhali jaribu tena baada ya muda mfupi.",
    tryAgain: "Jaribu tena",
  },
} satisfies Translation;

export default sw;
