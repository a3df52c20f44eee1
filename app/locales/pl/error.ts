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
  codeLoad: {
    title: "Nie udało się wczytać tej strony",
    body: "Wczytywanie strony trwało zbyt długo lub połączenie zostało przerwane. Sprawdź połączenie z internetem i spróbuj ponownie.",
  },
} satisfies Translated<typeof en>;
