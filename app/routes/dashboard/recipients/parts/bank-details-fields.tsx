import { useTranslation } from "react-i18next";
import { CheckboxField, DigitsField, Field, type FieldMeta, SelectField } from "#app/components/forms";

type BankFieldName = "accountHolderName" | "accountType" | "accountNumber" | "routingNumber" | "confirmHolderName";

/**
 * The bank details staff type (the new-recipient form and the recipient page's "Add bank details"): the
 * name on the account, with the confirmation a name that looks like a bank's asks for, the account type,
 * and the routing and account numbers. `className` lets the new-recipient form hide them by CSS.
 */
export function BankDetailsFields({ fields, className }: { fields: Record<BankFieldName, FieldMeta>; className?: string }) {
  const { t } = useTranslation(["recipients"]);
  const nameWarning = (fields.accountHolderName.errors ?? []).includes("nameOnAccountLooksLikeBank");
  const confirmed = fields.confirmHolderName.value === "on";
  return (
    <fieldset className={className}>
      <legend>{t("recipients.bankAccount")}</legend>
      <Field
        meta={fields.accountHolderName}
        label={t("recipients.detail.holderName")}
        hint={t("recipients.create.holderHint")}
        autoComplete="off"
      />
      {nameWarning || confirmed ? <CheckboxField meta={fields.confirmHolderName} label={t("recipients.create.confirmHolderName")} /> : null}
      <SelectField
        meta={fields.accountType}
        label={t("recipients.detail.accountType")}
        placeholder={t("recipients.create.choose")}
        options={[
          { value: "checking", label: t("recipients.detail.accountTypes.checking") },
          { value: "savings", label: t("recipients.detail.accountTypes.savings") },
        ]}
      />
      <DigitsField
        meta={fields.routingNumber}
        label={t("recipients.create.routingNumber")}
        hint={t("recipients.create.routingHint")}
        maxLength={9}
      />
      <DigitsField
        meta={fields.accountNumber}
        label={t("recipients.detail.accountNumber")}
        hint={t("recipients.create.accountHint")}
        maxLength={17}
      />
    </fieldset>
  );
}
