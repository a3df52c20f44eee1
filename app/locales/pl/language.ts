import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Język",
  submit: "Zmień język",
} satisfies Translated<typeof en>;
