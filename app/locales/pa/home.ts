import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "ښه راغلاست",
  heading: "{{brand}} ته ښه راغلاست",
  intro: "وټاکئ چې تاسو {{brand}} څنګه کاروئ.",
  cardholdersTitle: "زه کارت لرم",
  cardholdersBody: "خپل بیلانس وګورئ، خپل PIN کوډ وټاکئ، او خپل پېرودونه او هغه پیسې وګورئ چې کارت ته اچول شوې دي.",
  adminsTitle: "زه یو پروګرام اداره کوم",
  adminsBody: "ډشبورډ ته ننوځئ څو کارتونه، تادیې او خلک اداره کړئ.",
  about: "د {{brand}} په اړه",
  support: "مرستې ته اړتیا لرئ؟ د {{support}} د مرستې له برخې سره اړیکه ونیسئ:",
} satisfies Translated<typeof en>;
