import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Langue",
  submit: "Changer de langue",
} satisfies Translated<typeof en>;
