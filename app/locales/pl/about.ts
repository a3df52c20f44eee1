import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "O serwisie",
  heading: "O serwisie {{brand}}",
  body: "{{brand}} pomaga organizacjom, takim jak agencje przesiedleńcze, organizacje non-profit i programy publiczne, wypłacać pieniądze osobom za pomocą kart przedpłaconych i przelewów bankowych.",
  cardholders: "Jeśli masz kartę, w portalu posiadacza karty sprawdzisz jej saldo, ustawisz PIN, zablokujesz ją i zobaczysz swoje zakupy.",
  security: "Twoje dane są chronione szyfrowaniem 256-bitowym.",
  contact: "Masz pytania? Napisz do nas:",
} satisfies Translated<typeof en>;
