import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { LANGUAGE_CODES, LANGUAGES, type LanguageCode, languageTag } from "#domain/languages";

/**
 * A GET form: works without JavaScript, keeps the page and its other query parameters, and puts the
 * choice in `?lang=` (the server remembers it in a cookie). Quiet (issue 35 item 3, ADR 0232): with
 * JavaScript the choice applies at once and the button is hidden (`html[data-hydrated]`); without it the
 * small outline button sends the form.
 */
export function LanguageSelector({ codes = LANGUAGE_CODES }: { codes?: readonly LanguageCode[] }) {
  const { t, i18n } = useTranslation(["language"]);
  const location = useLocation();
  const kept = [...new URLSearchParams(location.search)].filter(([name]) => name !== "lang");
  return (
    <form method="get" action={location.pathname} className="language-selector">
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="language-select">{t("language.label")}</label>
      <select id="language-select" name="lang" defaultValue={i18n.language} onChange={(event) => event.currentTarget.form?.requestSubmit()}>
        {codes.map((code) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
      <button type="submit">{t("language.submit")}</button>
    </form>
  );
}
