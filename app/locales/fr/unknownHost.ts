import type { Translated } from "#app/i18n/resources";
import type en from "../en/unknownHost";

export default {
  title: "Adresse inconnue",
  heading: "Cette adresse n'est pas configurée",
  body: "Aucune organisation n'utilise cette adresse web. Vérifiez le lien que vous avez suivi ou contactez l'organisation qui vous l'a envoyé.",
} satisfies Translated<typeof en>;
