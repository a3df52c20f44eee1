import { createInstance } from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { lazyLocales } from "#app/i18n/backend";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "#app/i18n/config";
import { fetchNamespace, I18nFilesProvider, pageI18nFiles } from "#app/i18n/files";
import { isNamespace } from "#app/i18n/namespaces";
import { DEFAULT_LANGUAGE, isLanguageCode, languageTag } from "#domain/languages";

async function hydrate() {
  // The server rendered in the language it detected and wrote it, with the page's namespaces, on
  // <html>: fetch exactly those strings, then hydrate with the same text.
  const { lang, i18n: declared = "" } = document.documentElement.dataset;
  const code = isLanguageCode(lang) ? lang : DEFAULT_LANGUAGE;
  const namespaces = declared.split(" ").filter(isNamespace);
  // In a build, the page language's texts are JSON files the server named on the page (ADR 0250).
  const files = pageI18nFiles();
  const read = (ns: (typeof namespaces)[number]) =>
    import.meta.env.DEV
      ? import("#app/locales").then(({ namespaceLoader }) => namespaceLoader(code, ns)()).then((m) => m.default)
      : fetchNamespace(files, ns);
  const bundles = await Promise.all(namespaces.map(async (ns) => [ns, await read(ns)] as const));
  const i18n = createInstance({
    ...I18NEXT_OPTIONS,
    lng: languageTag(code),
    ns: namespaces,
    resources: { [languageTag(code)]: Object.fromEntries(bundles) },
    // The rest comes through the backend when a navigation needs it.
    partialBundledLanguages: true,
  });
  for (const module of I18NEXT_MODULES) i18n.use(module);
  await i18n.use(lazyLocales(files)).init();
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18n}>
        <I18nFilesProvider value={files}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </I18nFilesProvider>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
