import { createContext, useContext } from "react";
import type { LanguageCode } from "#domain/languages";
import { type Strings, type TFunction, translate } from "./translate";

type Translator = { t: TFunction; i18n: { language: LanguageCode; t: TFunction } };

const TranslationContext = createContext<Translator | null>(null);

export function TranslationProvider({
  language,
  strings,
  children,
}: {
  language: LanguageCode;
  strings: Strings;
  children: React.ReactNode;
}) {
  const t: TFunction = (key, options) => translate(strings, key, options);
  return <TranslationContext.Provider value={{ t, i18n: { language, t } }}>{children}</TranslationContext.Provider>;
}

/** The page's language and its `t`, in components (server and browser alike). */
export function useTranslation(): Translator {
  const value = useContext(TranslationContext);
  if (!value) throw new Error("useTranslation needs a TranslationProvider");
  return value;
}
