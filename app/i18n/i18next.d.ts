import "i18next";
import type { Resources } from "./resources";

// Typed keys: `t("cards.title")` type-checks, a key that is not in the English files does not.
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    nsSeparator: ".";
    keySeparator: ".";
    resources: Resources;
  }
}
