import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Coś poszło nie tak",
  heading: "Coś poszło nie tak",
  body: "Wystąpił nieoczekiwany błąd. Prosimy spróbować ponownie za chwilę.",
  unexpected: "Nieoczekiwany błąd. Prosimy spróbować ponownie.",
  tryAgain: "Spróbuj ponownie",
} satisfies Translated<typeof en>;
