import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Nie znaleziono strony",
  heading: "Ta strona nie istnieje",
  pathsUpdated: "Niedawno zmieniliśmy adresy stron w panelu, więc stara zakładka może już nie działać.",
  loginAgain: "Zaloguj się ponownie, aby znaleźć to, czego szukasz.",
  backHome: "Powrót do strony głównej",
  /** A mistyped or old object id inside the dashboard (issue 24): what was not found, and its list. */
  object: {
    card: { title: "Nie znaleziono karty", missing: "W {{business}} nie ma karty {{id}}.", back: "Wróć do kart" },
    order: {
      title: "Nie znaleziono zamówienia karty",
      missing: "W {{business}} nie ma zamówienia karty {{id}}.",
      back: "Wróć do zamówień kart",
    },
    recipient: { title: "Nie znaleziono odbiorcy", missing: "W {{business}} nie ma odbiorcy {{id}}.", back: "Wróć do odbiorców" },
    autoload: {
      title: "Nie znaleziono automatycznego doładowania",
      missing: "W {{business}} nie ma automatycznego doładowania {{id}}.",
      back: "Wróć do listy: automatyczne doładowania",
    },
  },
  checkAddress: "Jeśli adres strony został wpisany ręcznie, sprawdź, czy jest poprawny. Jeśli otworzono link, może być nieaktualny.",
  backToHome: "Powrót do strony głównej",
} satisfies Translated<typeof en>;
