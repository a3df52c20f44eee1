import type { Translated } from "#app/i18n/resources";
import type en from "../en/home";

export default {
  title: "Witamy",
  heading: "Witamy w serwisie {{brand}}",
  intro: "Wybierz, jak korzystasz z serwisu {{brand}}.",
  cardholdersTitle: "Mam kartę",
  cardholdersBody: "Można tu sprawdzić saldo, ustawić PIN oraz zobaczyć zakupy i doładowania.",
  adminsTitle: "Zarządzam programem",
  adminsBody: "Można tu zalogować się do panelu i zarządzać kartami, płatnościami oraz osobami.",
  about: "O serwisie {{brand}}",
  support: "Potrzebujesz pomocy? Skontaktuj się z zespołem wsparcia {{support}}:",
} satisfies Translated<typeof en>;
