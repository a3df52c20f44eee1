import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguageCode } from "#domain/languages";
import { TranslationProvider } from "./i18n/react";
import { loadTranslation } from "./locales";

async function hydrate() {
  // The server rendered in the language it detected; hydrate with the same strings, fetched alone.
  const declared = document.documentElement.dataset.lang;
  const language = isLanguageCode(declared) ? declared : DEFAULT_LANGUAGE;
  const { default: strings } = await loadTranslation[language]();
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider language={language} strings={strings}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
