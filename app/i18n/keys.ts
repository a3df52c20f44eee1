import type { i18n, ParseKeys } from "i18next";
import type { Namespace } from "./namespaces";

/** Any interface string's key, namespace first (`cards.title`): what `i18n.t` accepts. */
export type TranslationKey = ParseKeys<["common", ...Exclude<Namespace, "common">[]]>;

/**
 * Whether a key that arrives as data (a message key in a form reply, a provider's code) names a
 * string of the loaded namespaces: the check that turns it into a typed key without a cast.
 */
export function isTranslationKey(instance: i18n, key: string): key is TranslationKey {
  return instance.exists(key);
}
