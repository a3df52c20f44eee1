import type { FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { DigitsField, Field } from "#app/components/forms";

type Meta = FieldMetadata<string>;

/**
 * The card confirmation the spec asks before a cardholder acts on a card without being signed in: the
 * 10-character ID on the back, its last 6 digits and its MM/YY expiration. Account creation and the PIN
 * without an account (ADR 0219) ask for it alike.
 */
export function CardConfirmationFields({ fields }: { fields: { cardId: Meta; lastDigits: Meta; expiration: Meta } }) {
  const { t } = useTranslation(["cardholder"]);
  return (
    <fieldset className="stack">
      <legend>{t("cardholder.register.cardSection")}</legend>
      <Field
        meta={fields.cardId}
        label={t("cardholder.register.cardId")}
        hint={t("cardholder.register.cardIdHint")}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={10}
        dir="ltr"
      />
      <DigitsField meta={fields.lastDigits} label={t("cardholder.register.lastDigits")} maxLength={6} />
      <Field
        meta={fields.expiration}
        label={t("cardholder.register.expiration")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        placeholder="MM/YY"
        dir="ltr"
      />
    </fieldset>
  );
}
