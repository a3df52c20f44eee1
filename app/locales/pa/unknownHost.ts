import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "نامعلومه پته",
  heading: "دا پته نه ده تنظیم شوې",
  body: "هېڅ سازمان دا وېب پته نه کاروي. هغه لینک وګورئ چې تاسو پرې کلیک کړی، یا له هغه سازمان سره اړیکه ونیسئ چې تاسو ته یې لېږلی دی.",
} satisfies Translated<typeof en>;
