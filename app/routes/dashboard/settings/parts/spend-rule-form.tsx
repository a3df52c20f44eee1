import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { AmountField, ErrorList, Field, FormErrors, lazySchema, replyFor, SelectField, useSchemaForm } from "#app/components/forms";
import { StaticTable } from "#app/components/static-table";
import { merchantCategoryWords } from "#app/i18n/merchant-categories";
import { REVIEWED_FIELD, REVIEWED_YES } from "#app/money/review-step";
import type { RulePreviewView, RuleRow } from "#app/routes/dashboard/settings/settings-spend-rules.server";
import type { SpendRuleType } from "#domain/enums";
import { isKnownMerchantCategory, MERCHANT_CATEGORIES, matchingCategories } from "#domain/merchant-categories";

const spendRuleSchema = lazySchema(() => import("#app/forms/settings-spend-rules.schema").then((m) => m.spendRuleFormSchema));

const PERIODS = ["transaction", "day", "week", "month"] as const;

/**
 * Creates a spend rule of one type, or changes one (its type stays). Merchant categories are offered in
 * plain words, as checkboxes that work without JavaScript, with a search that posts the form as typed
 * and shows it again with the list narrowed (chosen categories outside the search stay chosen, listed
 * and sent as hidden fields). With JavaScript, a preview marks itself out of date as soon as a field
 * changes, and only "Preview again" is offered until it runs. An island of the spend rules page.
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
  const { t } = useTranslation(["settings", "common"]);
  const busy = useNavigation().state === "submitting";
  const intent = rule ? "update" : "create";
  const preview = reply && !reply.error ? reply.preview : undefined;
  // A field changed after the preview was shown: it no longer describes the rule (JavaScript only).
  const [stale, setStale] = useState(false);
  useEffect(() => {
    if (reply) setStale(false);
  }, [reply]);
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
  const words = (category: string) => merchantCategoryWords(t, category);
  const searched = reply?.initialValue?.categorySearch;
  const search = typeof searched === "string" ? searched.trim().slice(0, 100) : "";
  const shown = matchingCategories(categories, search, words);
  const chosenElsewhere = [...checked].filter((c) => !shown.includes(c));
  const chosenList = chosenElsewhere.map(words).join(", ");
  return (
    <section className="confirm-panel" aria-labelledby="rule-form-title">
      <h2 id="rule-form-title">{rule ? t("settings.rules.editTitle", { name: rule.name }) : t(`settings.rules.new.${type}`)}</h2>
      <p>{t(`settings.rules.explain.${type}`)}</p>
      <Form
        method="post"
        action={action}
        className="stack"
        {...getFormProps(form)}
        onChange={
          // Typing a category search changes no field of the rule.
          preview
            ? (event) => setStale((was) => was || (event.nativeEvent.target as Element | null)?.getAttribute("name") !== "categorySearch")
            : undefined
        }
      >
        <FormErrors form={form} />
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="type" value={type} />
        {rule ? <input type="hidden" name="ruleId" value={rule.id} /> : null}
        <Field meta={fields.name} label={t("settings.rules.name")} hint={t("settings.rules.nameHint")} autoComplete="off" />
        {type === "velocity" ? (
          <>
            <AmountField meta={fields.amount} label={t("settings.rules.amount")} hint={t("settings.rules.amountHint")} />
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
            <div className="inline-form">
              <div className="field">
                <label htmlFor="category-search">{t("settings.rules.search.label")}</label>
                <input type="search" id="category-search" name="categorySearch" defaultValue={search} maxLength={100} autoComplete="off" />
              </div>
              <button type="submit" name="find" value="yes" className="secondary" formNoValidate>
                {t("settings.rules.search.find")}
              </button>
              {search ? (
                <button type="submit" name="find" value="all" className="secondary" formNoValidate>
                  {t("settings.rules.search.all")}
                </button>
              ) : null}
            </div>
            {search ? (
              <p role="status">
                {shown.length
                  ? t("settings.rules.search.showing", { matches: shown.length, query: search })
                  : t("settings.rules.search.none", { query: search })}
              </p>
            ) : null}
            {chosenElsewhere.length ? (
              <p>
                {t("settings.rules.search.alsoChosen", { list: chosenList })}
                {chosenElsewhere.map((category) => (
                  <input key={category} type="hidden" name="categories" value={category} />
                ))}
              </p>
            ) : null}
            <ul className="choice-columns">
              {shown.map((category) => (
                <li key={category} className="choice">
                  <input
                    type="checkbox"
                    id={`category-${category}`}
                    name="categories"
                    value={category}
                    defaultChecked={checked.has(category)}
                  />
                  <label htmlFor={`category-${category}`}>{words(category)}</label>
                </li>
              ))}
            </ul>
            <ErrorList id={fields.categories.errorId} errors={fields.categories.errors} />
          </fieldset>
        )}
        {preview ? <RulePreview preview={preview} stale={stale} /> : null}
        {/* The first press shows the preview; only the button under it saves (`reviewed=yes`). */}
        <div className="filter-actions">
          {preview && stale ? (
            <button type="submit" name={REVIEWED_FIELD} value="no" disabled={busy}>
              {t("settings.rules.preview.again")}
            </button>
          ) : preview ? (
            <>
              <button type="submit" name={REVIEWED_FIELD} value={REVIEWED_YES} disabled={busy}>
                {rule ? t("settings.rules.save") : t("settings.rules.create")}
              </button>
              <button type="submit" name={REVIEWED_FIELD} value="no" className="secondary" disabled={busy}>
                {t("settings.rules.preview.again")}
              </button>
            </>
          ) : (
            <button type="submit" name={REVIEWED_FIELD} value="no" disabled={busy}>
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
function RulePreview({ preview, stale }: { preview: RulePreviewView; stale: boolean }) {
  const { t } = useTranslation(["settings", "common"]);
  const category = (code: string) => merchantCategoryWords(t, code);
  return (
    <section aria-labelledby="rule-preview-title" className={stale ? "review-amount stale" : "review-amount"} role="status">
      <h3 id="rule-preview-title">{t("settings.rules.preview.title", { days: preview.days })}</h3>
      {stale ? (
        <p>
          <strong>{t("settings.rules.preview.stale")}</strong>
        </p>
      ) : null}
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
        <StaticTable
          scroll
          caption={t("settings.rules.preview.merchants")}
          rows={preview.merchants}
          rowKey={(m) => `${m.name}-${m.category}`}
          columns={[
            {
              key: "merchant",
              header: t("settings.rules.preview.merchant"),
              rowHeader: true,
              cell: (m) => m.name || t("settings.rules.preview.hiddenMerchant"),
            },
            { key: "category", header: t("settings.rules.preview.category"), cell: (m) => category(m.category) },
            { key: "purchases", header: t("settings.rules.preview.purchases"), numeric: true, cell: (m) => m.purchases },
            { key: "amount", header: t("settings.rules.preview.amount"), numeric: true, cell: (m) => m.amount },
          ]}
        />
      ) : null}
      {preview.otherMerchants ? <p>{t("settings.rules.preview.otherMerchants", { others: preview.otherMerchants })}</p> : null}
    </section>
  );
}
