import { useTranslation } from "react-i18next";
import { codeOfTag } from "#app/i18n/config";
import { stateOptions } from "#app/i18n/us-states";
import { DEFAULT_LANGUAGE, languageTag } from "#domain/languages";
import { type FieldMeta, SelectField } from "./forms";

/**
 * The state of an address, chosen by name in the page's language ("Massachusetts", "Массачусетс");
 * the form sends the two-letter code (issue 24). Without a choice the domain rule says "Select a state".
 */
export function StateField({ meta, label, placeholder }: { meta: FieldMeta; label: string; placeholder: string }) {
  const { i18n } = useTranslation();
  const code = codeOfTag(i18n.language) ?? DEFAULT_LANGUAGE;
  return (
    <SelectField
      meta={meta}
      label={label}
      placeholder={placeholder}
      options={stateOptions(code, languageTag(code))}
      autoComplete="address-level1"
    />
  );
}
