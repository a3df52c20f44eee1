import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { ErrorList, Field, FormActions, FormErrors, lazySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import type { RuleRow } from "#app/routes/dashboard/settings-spend-rules.server";
import type { SpendRuleType } from "#domain/enums";
import { categoryCodeInWords, isKnownMerchantCategory, MERCHANT_CATEGORIES } from "#domain/merchant-categories";

const spendRuleSchema = lazySchema(() => import("#app/routes/dashboard/settings-spend-rules.schema").then((m) => m.spendRuleFormSchema));

const PERIODS = ["transaction", "day", "week", "month"] as const;

/**
 * Creates a spend rule of one type, or changes one (its type stays). Merchant categories are offered in
 * plain words, as checkboxes that work without JavaScript. An island of the spend rules page.
 */
export function SpendRuleForm({
  action,
  cancel,
  type,
  rule,
  reply,
}: {
  action: string;
  cancel: string;
  type: SpendRuleType;
  rule: RuleRow | null;
  reply: SubmissionResult<string[]> | null | undefined;
}) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  const intent = rule ? "update" : "create";
  const [form, fields] = useSchemaForm(spendRuleSchema, {
    id: "spend-rule",
    lastResult: replyFor(reply, intent),
    defaultValue: { name: rule?.name ?? "", amount: rule?.amountInput ?? "", period: rule?.period ?? "" },
  });
  const replied = reply?.initialValue?.categories;
  const checked = new Set<string>(
    replied === undefined ? (rule?.categories ?? []) : Array.isArray(replied) ? (replied as string[]) : [String(replied)],
  );
  // A rule made through the API may name categories the list does not offer: they stay, in their own words.
  const categories = [...MERCHANT_CATEGORIES, ...(rule?.categories ?? []).filter((c) => !isKnownMerchantCategory(c))];
  return (
    <section className="confirm-panel" aria-labelledby="rule-form-title">
      <h2 id="rule-form-title">{rule ? t("settings.rules.editTitle", { name: rule.name }) : t(`settings.rules.new.${type}`)}</h2>
      <p>{t(`settings.rules.explain.${type}`)}</p>
      <Form method="post" action={action} className="stack" {...getFormProps(form)}>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="type" value={type} />
        {rule ? <input type="hidden" name="ruleId" value={rule.id} /> : null}
        <Field meta={fields.name} label={t("settings.rules.name")} hint={t("settings.rules.nameHint")} autoComplete="off" />
        {type === "velocity" ? (
          <>
            <Field
              meta={fields.amount}
              label={t("settings.rules.amount")}
              hint={t("settings.rules.amountHint")}
              inputMode="decimal"
              autoComplete="off"
            />
            <SelectField
              meta={fields.period}
              label={t("settings.rules.period")}
              placeholder={t("settings.rules.choosePeriod")}
              options={PERIODS.map((p) => ({ value: p, label: t(`settings.rules.periods.${p}`) }))}
            />
          </>
        ) : (
          <fieldset
            id={fields.categories.id}
            className="field field-choice"
            aria-describedby={fields.categories.errors ? fields.categories.errorId : undefined}
          >
            <legend>{t(type === "merchant_allow" ? "settings.rules.allowedCategories" : "settings.rules.blockedCategories")}</legend>
            <ul className="choice-columns">
              {categories.map((category) => (
                <li key={category} className="choice">
                  <input
                    type="checkbox"
                    id={`category-${category}`}
                    name="categories"
                    value={category}
                    defaultChecked={checked.has(category)}
                  />
                  <label htmlFor={`category-${category}`}>
                    {isKnownMerchantCategory(category) ? t(`settings.categories.${category}`) : categoryCodeInWords(category)}
                  </label>
                </li>
              ))}
            </ul>
            <ErrorList id={fields.categories.errorId} errors={fields.categories.errors} />
          </fieldset>
        )}
        <FormActions
          submit={rule ? t("settings.rules.save") : t("settings.rules.create")}
          cancel={t("settings.cancel")}
          cancelTo={cancel}
          busy={busy}
        />
      </Form>
    </section>
  );
}
