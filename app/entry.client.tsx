import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { HydratedRouter } from "react-router/dom";
import { DEFAULT_LANGUAGE, isLanguageCode } from "../domain/languages";
import { loadTranslation } from "./locales";

async function hydrate() {
  // The server rendered in the language it detected; hydrate with the same strings, fetched alone.
  const declared = document.documentElement.dataset.lang;
  const lng = isLanguageCode(declared) ? declared : DEFAULT_LANGUAGE;
  const { default: translation } = await loadTranslation[lng]();
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: { translation } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <HydratedRouter />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

hydrate().catch((error: unknown) => console.error(error));
