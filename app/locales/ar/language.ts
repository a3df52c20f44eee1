import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "اللغة",
  submit: "تغيير اللغة",
} satisfies Translated<typeof en>;
