import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "Мова",
  submit: "Змінити мову",
} satisfies Translated<typeof en>;
