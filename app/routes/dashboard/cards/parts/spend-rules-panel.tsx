import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import type { CardSpendRules } from "#app/routes/dashboard/cards/card-detail.spend-rules.server";

/**
 * The spend rules on the card (issue 18): each removable, and the rules that can be applied, each
 * after a confirmation that says what changes (`?spendRule=<ruleId>`). Plain forms: the choice is a
 * GET to the same page, the confirmation a post, so it all works without JavaScript.
 */
export function SpendRulesPanel({ base, rules }: { base: string; rules: CardSpendRules }) {
  const { t } = useTranslation(["cardDetail"]);
  const busy = useNavigation().state === "submitting";
  const { attached, offered, confirm } = rules;
  return (
    <section aria-labelledby="card-spend-rules-title">
      <h2 id="card-spend-rules-title">{t("cardDetail.spendRules")}</h2>
      {confirm ? (
        <section className="confirm-panel" aria-labelledby="card-spend-rule-confirm">
          <h3 id="card-spend-rule-confirm">
            {confirm.intent === "attachSpendRule"
              ? t("cardDetail.spendRulesPanel.attachTitle", { name: confirm.rule.name })
              : t("cardDetail.spendRulesPanel.detachTitle", { name: confirm.rule.name })}
          </h3>
          <p>
            {t(`cardDetail.spendRulesPanel.types.${confirm.rule.type}`)}.{" "}
            {confirm.intent === "attachSpendRule" ? t("cardDetail.spendRulesPanel.attachBody") : t("cardDetail.spendRulesPanel.detachBody")}
          </p>
          <Form method="post" action={base} className="filter-actions">
            <input type="hidden" name="intent" value={confirm.intent} />
            <input type="hidden" name="spendRuleId" value={confirm.rule.id} />
            <button type="submit" className={confirm.intent === "detachSpendRule" ? "danger" : undefined} disabled={busy}>
              {confirm.intent === "attachSpendRule" ? t("cardDetail.spendRulesPanel.attachYes") : t("cardDetail.spendRulesPanel.detachYes")}
            </button>
            <Link to={base} className="button secondary">
              {t("cardDetail.cancel")}
            </Link>
          </Form>
        </section>
      ) : null}
      {attached.length === 0 ? (
        <p>{t("cardDetail.spendRulesPanel.none")}</p>
      ) : (
        <ul>
          {attached.map((rule) => (
            <li key={rule.id}>
              {rule.name} <span className="secondary-text">{t(`cardDetail.spendRulesPanel.types.${rule.type}`)}</span>{" "}
              {rule.removable ? (
                <Link
                  to={`${base}?spendRule=${encodeURIComponent(rule.id)}`}
                  aria-label={t("cardDetail.spendRulesPanel.removeNamed", { name: rule.name })}
                >
                  {t("cardDetail.spendRulesPanel.remove")}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {offered.length > 0 ? (
        <Form method="get" action={base} className="inline-form">
          <div className="field">
            <label htmlFor="card-spend-rule">{t("cardDetail.spendRulesPanel.apply")}</label>
            <select
              id="card-spend-rule"
              name="spendRule"
              required
              defaultValue={confirm?.intent === "attachSpendRule" ? confirm.rule.id : undefined}
            >
              {offered.map((rule) => (
                <option key={rule.id} value={rule.id}>
                  {rule.name} ({t(`cardDetail.spendRulesPanel.types.${rule.type}`)})
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="secondary">
            {t("cardDetail.spendRulesPanel.next")}
          </button>
        </Form>
      ) : null}
    </section>
  );
}
