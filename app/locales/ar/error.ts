import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "حدث خطأ ما",
  heading: "حدث خطأ ما",
  body: "حدث خطأ غير متوقع. يُرجى المحاولة مرة أخرى بعد قليل.",
  unexpected: "حدث خطأ غير متوقع، حاول مرة أخرى.",
  tryAgain: "حاول مرة أخرى",
} satisfies Translated<typeof en>;
