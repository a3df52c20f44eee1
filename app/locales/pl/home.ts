import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Witamy",
  heading: "Witamy w serwisie {{brand}}",
  intro: "Proszę wybrać, jak korzystają Państwo z serwisu {{brand}}.",
  cardholdersTitle: "Mam kartę",
  cardholdersBody: "Można tu sprawdzić saldo, ustawić PIN oraz zobaczyć zakupy i doładowania.",
  adminsTitle: "Zarządzam programem",
  adminsBody: "Można tu zalogować się do panelu i zarządzać kartami, płatnościami oraz osobami.",
  about: "O serwisie {{brand}}",
  support: "Potrzebują Państwo pomocy? Prosimy o kontakt z zespołem wsparcia {{support}}:",
} satisfies Translated<typeof en>;
