import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Idioma",
  submit: "Cambiar idioma",
} satisfies Translated<typeof en>;
