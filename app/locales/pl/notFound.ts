import type { Translated } from "#app/i18n/resources";
import type en from "../en/notFound";

export default {
  title: "Nie znaleziono strony",
  heading: "Ta strona nie istnieje",
  pathsUpdated: "Niedawno zmieniliśmy adresy stron w panelu, więc stara zakładka może już nie działać.",
  loginAgain: "Zaloguj się ponownie, aby znaleźć to, czego szukasz.",
  backHome: "Powrót do strony głównej",
} satisfies Translated<typeof en>;
