import type { Translated } from "#app/i18n/resources";
import type en from "../en/about";

export default {
  title: "À propos",
  heading: "À propos de {{brand}}",
  body: "{{brand}} aide des organisations, comme les agences de réinstallation, les associations et les programmes publics, à payer des personnes avec des cartes prépayées et des virements bancaires.",
  cardholders:
    "Si vous avez reçu une carte, vous pouvez consulter son solde, choisir son code PIN, la bloquer et voir vos achats dans l'espace titulaire de carte.",
  security: "Vos informations sont protégées par un chiffrement 256 bits.",
  contact: "Des questions ? Écrivez-nous :",
} satisfies Translated<typeof en>;
