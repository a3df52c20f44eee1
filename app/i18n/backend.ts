import type { BackendModule } from "i18next";
import { namespaceLoader } from "#app/locales";
import { codeOfTag } from "./config";
import { isNamespace } from "./namespaces";

/**
 * The browser's i18next backend: a namespace the page did not preload (a client navigation to a
 * screen with other namespaces) comes from the same lazy chunk entry.client preloads from.
 */
export const lazyLocales: BackendModule = {
  type: "backend",
  init() {},
  read(language, namespace, callback) {
    const code = codeOfTag(language);
    if (!code || !isNamespace(namespace)) {
      callback(new Error(`No strings for ${language}/${namespace}`), false);
      return;
    }
    namespaceLoader(code, namespace)().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};
