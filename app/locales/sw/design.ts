import type { Translated } from "#app/i18n/resources";
import type en from "../en/design";

export default {
  title: "Vipengele",
  intro:
    "Kila kipengele cha mfumo wa muundo katika kila hali yake, pamoja na data ya maonyesho. Ni mazingira ya majaribio pekee yanayoonyesha ukurasa huu.",
  contents: "Kwenye ukurasa huu",
  sections: {
    colours: "Rangi zenye maana",
    pageHeader: "Kichwa cha ukurasa",
    facts: "Taarifa: jina na thamani",
    review: "Kukagua kabla pesa hazijahamishwa",
    receipt: "Risiti",
    table: "Jedwali",
    filters: "Upau wa vichujio na vichujio vinavyotumika",
    bulk: "Upau wa vitendo vya pamoja",
    badges: "Beji za hali",
    empty: "Hali tupu",
    alerts: "Tahadhari na ujumbe",
    form: "Sehemu za fomu na muhtasari wa makosa",
    chart: "Chati na nambari zake",
  },
  tones: {
    brand: "Chapa: viungo, vitufe vikuu, mwelekeo",
    success: "Mafanikio: imekamilika, tayari, hai",
    warning: "Onyo: inahitaji kushughulikiwa hivi karibuni",
    danger: "Hatari: imekataliwa, imeshindwa, haiwezi kutenduliwa",
    info: "Taarifa: inaendelea",
    neutral: "Ya kawaida: imeisha, hakuna hatua inayohitajika",
  },
  states: {
    hint: "Pamoja na maelezo",
    invalid: "Pamoja na kosa",
    disabled: "Imezimwa",
  },
  demo: {
    program: "Mpango: Unity Rent Relief",
    hint: "Kwa dola na senti, kwa mfano 25.00.",
    info: "Uhamisho wa benki unatarajiwa kufika kabla ya Des 2, 2026.",
    warning: "Akaunti ya ufadhili ina pesa kidogo kuliko zinavyohitajika na malipo ya kiotomatiki ya mwezi ujao.",
  },
} satisfies Translated<typeof en>;
