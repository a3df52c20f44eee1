import type { BackendModule, ResourceKey } from "i18next";
import { codeOfTag } from "./config";
import { fetchNamespace, type I18nFiles } from "./files";
import { isNamespace } from "./namespaces";

/**
 * The browser's i18next backend: a namespace the page did not preload (a client navigation to a
 * screen with other namespaces) comes from its JSON file (the page language's paths, ADR 0250), or under
 * `npm run dev` from the same lazy chunk of the sources entry.client reads.
 */
export function lazyLocales(files: I18nFiles): BackendModule {
  return {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      const code = codeOfTag(language);
      if (!code || !isNamespace(namespace)) {
        callback(new Error(`No strings for ${language}/${namespace}`), false);
        return;
      }
      const texts: Promise<ResourceKey> = import.meta.env.DEV
        ? import("#app/locales").then(({ namespaceLoader }) => namespaceLoader(code, namespace)()).then((module) => module.default)
        : fetchNamespace(files, namespace);
      texts.then(
        (resource) => callback(null, resource),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
