import type { Translation } from "./en";

const pl = {
  common: {
    skipToContent: "Przejdź do głównej treści",
    home: "Strona główna",
    supportHours: "Pomoc jest dostępna od poniedziałku do piątku w godzinach 9:00–18:00 czasu wschodniego USA, z wyjątkiem świąt.",
  },
  language: {
    label: "Język",
    submit: "Zmień język",
  },
  home: {
    title: "Witamy",
    heading: "Witamy w serwisie {{brand}}",
    intro: "Proszę wybrać, jak korzystają Państwo z serwisu {{brand}}.",
    cardholdersTitle: "Mam kartę",
    cardholdersBody: "Można tu sprawdzić saldo, ustawić PIN oraz zobaczyć zakupy i doładowania.",
    adminsTitle: "Zarządzam programem",
    adminsBody: "Można tu zalogować się do panelu i zarządzać kartami, płatnościami oraz osobami.",
    about: "O serwisie {{brand}}",
    support: "Potrzebują Państwo pomocy? Prosimy o kontakt z zespołem wsparcia {{support}}:",
  },
  about: {
    title: "O serwisie",
    heading: "O serwisie {{brand}}",
    body: "{{brand}} pomaga organizacjom, takim jak agencje przesiedleńcze, organizacje non-profit i programy publiczne, wypłacać pieniądze osobom za pomocą kart przedpłaconych i przelewów bankowych.",
    cardholders: "Jeśli otrzymali Państwo kartę, w portalu posiadacza karty mogą Państwo sprawdzić jej saldo, ustawić PIN, zablokować ją i zobaczyć swoje zakupy.",
    security: "Państwa dane są chronione szyfrowaniem 256-bitowym.",
    contact: "Mają Państwo pytania? Prosimy napisać do nas:",
  },
  notFound: {
    title: "Nie znaleziono strony",
    heading: "Ta strona nie istnieje",
    pathsUpdated: "Niedawno zmieniliśmy adresy stron w panelu, więc stara zakładka może już nie działać.",
    loginAgain: "Prosimy zalogować się ponownie, aby znaleźć to, czego Państwo szukali.",
    backHome: "Powrót do strony głównej",
  },
  unknownHost: {
    title: "Nieznany adres",
    heading: "Ten adres nie jest skonfigurowany",
    body: "Żadna organizacja nie używa tego adresu internetowego. Prosimy sprawdzić link, z którego Państwo skorzystali, albo skontaktować się z organizacją, która go przesłała.",
  },
  error: {
    title: "Coś poszło nie tak",
    heading: "Coś poszło nie tak",
    body: "Wystąpił nieoczekiwany błąd. Prosimy spróbować ponownie za chwilę.",
    tryAgain: "Spróbuj ponownie",
  },
} satisfies Translation;

export default pl;
