import type { Translated } from "#app/i18n/resources";
import type en from "../en/language";

export default {
  label: "语言",
  submit: "切换语言",
} satisfies Translated<typeof en>;
