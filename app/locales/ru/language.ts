import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Язык",
  submit: "Сменить язык",
} satisfies Translated<typeof en>;
