import type { LanguageCode } from "#domain/languages";
import type { Translation } from "./en";

export type { Translation } from "./en";

/**
 * Loads one language's strings. Each language is its own chunk, so the browser downloads only the
 * language on the page; the server bundle holds them all.
 */
export const loadTranslation: Record<LanguageCode, () => Promise<{ default: Translation }>> = {
  en: () => import("./en"),
  es: () => import("./es"),
  fr: () => import("./fr"),
  pl: () => import("./pl"),
  ru: () => import("./ru"),
  zh: () => import("./zh"),
  uk: () => import("./uk"),
  sw: () => import("./sw"),
  da: () => import("./da"),
  pa: () => import("./pa"),
  far: () => import("./far"),
  ar: () => import("./ar"),
};
