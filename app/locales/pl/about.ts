import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "O serwisie",
  heading: "O serwisie {{brand}}",
  body: "{{brand}} pomaga organizacjom, takim jak agencje przesiedleńcze, organizacje non-profit i programy publiczne, wypłacać pieniądze osobom za pomocą kart przedpłaconych i przelewów bankowych.",
  cardholders:
    "Jeśli otrzymali Państwo kartę, w portalu posiadacza karty mogą Państwo sprawdzić jej saldo, ustawić PIN, zablokować ją i zobaczyć swoje zakupy.",
  security: "Państwa dane są chronione szyfrowaniem 256-bitowym.",
  contact: "Mają Państwo pytania? Prosimy napisać do nas:",
} satisfies Translated<typeof en>;
