import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { AmountField, Field, FormActions, FormErrors, lazySchema, SelectField, useSchemaForm } from "#app/components/forms";
import type { BulkDetailsStep } from "#app/routes/dashboard/cards/cards-bulk.details.server";
import { SelectionInputs } from "./bulk";

// The bulk actions' schemas, loaded after the page's own JavaScript (docs/decisions/0066-islands-and-lazy-validation.md).
const schemas = () => import("#app/forms/cards-bulk.schema");
const forms = {
  load: lazySchema(() => schemas().then((m) => m.loadDetailsSchema)),
  tag: lazySchema(() => schemas().then((m) => m.tagDetailsSchema)),
  spendRule: lazySchema(() => schemas().then((m) => m.spendRuleDetailsSchema)),
  autoload: lazySchema(() => schemas().then((m) => m.bulkAutoloadDetailsSchema)),
  removeFromAutoload: lazySchema(() => schemas().then((m) => m.bulkAutoloadRemovalSchema)),
};

/**
 * The action's own field (the amount, the tag, the rule or the autoload) for the chosen cards; it posts
 * `intent=review` with the selection again, and the server answers with the review.
 */
export function BulkDetailsForm({
  details,
  action,
  cancelTo,
  reply,
}: {
  details: BulkDetailsStep;
  action: string;
  cancelTo: string;
  reply: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation(["cards"]);
  const busy = useNavigation().state === "submitting";
  // One form at a time: the posted `action` picks the schema (the fields are read by name below).
  const [form, fields] = useSchemaForm(forms[details.action] as typeof forms.load, { id: "bulk-details", lastResult: reply });
  const options = details.options.map((o) => ({ value: o.id, label: o.name }));
  const f = fields as unknown as Record<"amount" | "tag" | "spendRuleId" | "autoloadId", Parameters<typeof Field>[0]["meta"]>;
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="action" value={details.action} />
      <SelectionInputs selection={details.selection} />
      {details.action === "load" ? (
        <AmountField meta={f.amount} label={t("cards.bulk.amount")} hint={t("cards.bulk.amountHint")} />
      ) : details.action === "tag" ? (
        <>
          <Field meta={f.tag} label={t("cards.bulk.tagName")} hint={t("cards.bulk.tagHint")} list="bulk-tag-names" autoComplete="off" />
          <datalist id="bulk-tag-names">
            {details.options.map((o) => (
              <option key={o.id} value={o.name} />
            ))}
          </datalist>
        </>
      ) : details.action === "spendRule" ? (
        <SelectField meta={f.spendRuleId} label={t("cards.bulk.rule")} options={options} placeholder={t("cards.bulk.choose")} />
      ) : (
        <SelectField meta={f.autoloadId} label={t("cards.bulk.autoload")} options={options} placeholder={t("cards.bulk.choose")} />
      )}
      <FormActions submit={t("cards.bulk.review")} cancel={t("cards.bulk.cancel")} cancelTo={cancelTo} busy={busy} />
    </Form>
  );
}
