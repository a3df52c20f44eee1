import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "ژبه",
  submit: "ژبه بدله کړئ",
} satisfies Translated<typeof en>;
