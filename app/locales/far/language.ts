import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "زبان",
  submit: "تغییر زبان",
} satisfies Translated<typeof en>;
