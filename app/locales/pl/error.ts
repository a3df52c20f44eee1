import type { Translated } from "#app/i18n/resources";
import type en from "../en/error";

export default {
  title: "Coś poszło nie tak",
  heading: "Coś poszło nie tak",
  body: "Wystąpił nieoczekiwany błąd. Spróbuj ponownie za chwilę.",
  unexpected: "Nieoczekiwany błąd. Spróbuj ponownie.",
  reference: "Numer referencyjny dla pomocy technicznej:",
  tryAgain: "Spróbuj ponownie",
  unavailableTitle: "Usługa niedostępna",
  unavailableHeading: "Ta usługa jest niedostępna",
  unavailableBody:
    "Ta witryna nie jest jeszcze połączona ze swoim dostawcą płatności, więc nie może wyświetlić żadnej strony. Spróbuj ponownie później; jeśli problem się utrzyma, skontaktuj się ze swoją organizacją.",
} satisfies Translated<typeof en>;
