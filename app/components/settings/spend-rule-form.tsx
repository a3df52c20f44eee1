import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { ErrorList, Field, FormErrors, lazySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import type { RulePreviewView, RuleRow } from "#app/routes/dashboard/settings-spend-rules.server";
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
  reply: (SubmissionResult<string[]> & { preview?: RulePreviewView }) | null | undefined;
}) {
  const { t } = useTranslation(["settings"]);
  const busy = useNavigation().state === "submitting";
  const intent = rule ? "update" : "create";
  const preview = reply && !reply.error ? reply.preview : undefined;
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
        {preview ? <RulePreview preview={preview} /> : null}
        {/* The first press shows the preview; only the button under it saves (`reviewed=yes`). */}
        <div className="filter-actions">
          {preview ? (
            <>
              <button type="submit" name="reviewed" value="yes" disabled={busy}>
                {rule ? t("settings.rules.save") : t("settings.rules.create")}
              </button>
              <button type="submit" name="reviewed" value="no" className="secondary" disabled={busy}>
                {t("settings.rules.preview.again")}
              </button>
            </>
          ) : (
            <button type="submit" name="reviewed" value="no" disabled={busy}>
              {t("settings.rules.preview.show")}
            </button>
          )}
          <Link to={cancel} className="button secondary">
            {t("settings.cancel")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

/** What the rule would have done over the last 90 days: purchases, money and merchants it would have declined. */
function RulePreview({ preview }: { preview: RulePreviewView }) {
  const { t } = useTranslation(["settings"]);
  const category = (code: string) => (isKnownMerchantCategory(code) ? t(`settings.categories.${code}`) : categoryCodeInWords(code));
  return (
    <section aria-labelledby="rule-preview-title" className="review-amount" role="status">
      <h3 id="rule-preview-title">{t("settings.rules.preview.title", { days: preview.days })}</h3>
      <p>{t(`settings.rules.preview.scope.${preview.scope}`)}</p>
      <p>{t("settings.rules.preview.purchasesLine", { purchases: preview.purchases, cards: preview.cards })}</p>
      {preview.partialFrom ? <p>{t("settings.rules.preview.partial", { date: preview.partialFrom })}</p> : null}
      <p>
        <strong>
          {preview.declined
            ? t("settings.rules.preview.declined", {
                declined: preview.declined,
                amount: preview.declinedAmount,
                cards: preview.declinedCards,
              })
            : t("settings.rules.preview.none")}
        </strong>
      </p>
      {preview.merchants.length ? (
        <div className="table-scroll">
          <table className="data-table">
            <caption>{t("settings.rules.preview.merchants")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("settings.rules.preview.merchant")}</th>
                <th scope="col">{t("settings.rules.preview.category")}</th>
                <th scope="col" className="numeric">
                  {t("settings.rules.preview.purchases")}
                </th>
                <th scope="col" className="numeric">
                  {t("settings.rules.preview.amount")}
                </th>
              </tr>
            </thead>
            <tbody>
              {preview.merchants.map((m) => (
                <tr key={`${m.name}-${m.category}`}>
                  <th scope="row">{m.name || t("settings.rules.preview.hiddenMerchant")}</th>
                  <td>{category(m.category)}</td>
                  <td className="numeric" dir="ltr">
                    {m.purchases}
                  </td>
                  <td className="numeric" dir="ltr">
                    {m.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {preview.otherMerchants ? <p>{t("settings.rules.preview.otherMerchants", { others: preview.otherMerchants })}</p> : null}
    </section>
  );
}
