import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Lugha",
  submit: "Badilisha lugha",
} satisfies Translated<typeof en>;
