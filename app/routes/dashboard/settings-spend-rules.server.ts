import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider, redirect } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { notFound } from "#app/http";
import { formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { businesses } from "#contract/businesses";
import { type SpendRuleType, spendRuleTypes } from "#domain/enums";
import { centsToDecimalString, parseAmountToCents } from "#domain/money";
import { spendRuleFormSchema, type VELOCITY_PERIODS } from "./settings-spend-rules.schema";

/**
 * Spend rules (spec section 2, /{businessId}/settings/spend-rules; docs/decisions/0121): the rules of the
 * organization and its programs, creating one of the three types (createSpendRule) and changing one
 * (modifySpendRule). The path is forced to the top-level business by the dashboard guard.
 */

const PAGE_SIZE = 50;

const RULE_CODES: Record<string, FormMessageKey> = { forbidden: "settings.rules.errors.forbidden" };
const RULE_FIELDS = {
  "body.name": "name",
  "body.velocity.amountCents": "amount",
  "body.velocity.period": "period",
  "body.merchantCategories": "categories",
};

export type RuleRow = {
  id: string;
  name: string;
  type: SpendRuleType;
  /** velocity: the amount as shown, and the period. */
  amount: string | null;
  /** The amount as typed back into the edit form (plain decimal). */
  amountInput: string | null;
  period: (typeof VELOCITY_PERIODS)[number] | null;
  categories: string[];
  cardCount: number;
  where: string;
};

export async function spendRulesView(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, business, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  const [page, programs] = await Promise.all([
    provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { cursor, limit: PAGE_SIZE } }),
    provider.call(businesses.listPrograms, { params: { id: businessId }, query: { limit: 200 } }).then((r) => r.programs),
  ]);
  const names = new Map<string, string>([[businessId, business.topLevelBusinessName], ...programs.map((p) => [p.id, p.name] as const)]);
  const language = getLocale(context);
  const rows: RuleRow[] = page.spendRules.map((rule) => ({
    id: rule.id,
    name: rule.name,
    type: rule.type,
    amount: rule.velocity ? formatMoney(rule.velocity.amountCents, language) : null,
    amountInput: rule.velocity ? centsToDecimalString(rule.velocity.amountCents) : null,
    period: rule.velocity?.period ?? null,
    categories: rule.merchantCategories,
    cardCount: rule.cardCount,
    where: names.get(rule.businessId) ?? rule.businessId,
  }));
  const create = url.searchParams.get("new");
  const editId = url.searchParams.get("edit");
  const { t } = getI18n(context);
  const base = href("/:businessId/settings/spend-rules", { businessId });
  const canCreate = permissions.has("createSpendRule");
  const canModify = permissions.has("modifySpendRule");
  return {
    title: pageTitle(context, t("settings.rules.title")),
    businessId,
    rows,
    canCreate,
    canModify,
    creating: canCreate ? (spendRuleTypes.find((type) => type === create) ?? null) : null,
    editing: canModify && editId ? (rows.find((r) => r.id === editId) ?? null) : null,
    done: url.searchParams.get("done"),
    firstPage: cursor ? base : null,
    nextPage: page.nextCursor ? `${base}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
  };
}

export async function spendRuleAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const submission = parseWithZod(await request.formData(), { schema: spendRuleFormSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  if (!permissions.has(value.intent === "create" ? "createSpendRule" : "modifySpendRule")) {
    return data(submission.reply({ formErrors: ["settings.rules.errors.forbidden"] }), { status: 403 });
  }
  const parsed = value.type === "velocity" ? parseAmountToCents(value.amount ?? "") : null;
  const velocity = parsed?.ok && value.period ? { amountCents: parsed.cents, period: value.period } : undefined;
  const categories = [...new Set(value.categories ?? [])];
  try {
    if (value.intent === "create") {
      const body =
        value.type === "velocity" && velocity
          ? { type: "velocity" as const, name: value.name, velocity }
          : { type: value.type as "merchant_allow" | "merchant_block", name: value.name, merchantCategories: categories };
      await provider.call(businesses.createSpendRule, { params: { id: businessId }, body });
    } else {
      if (!value.ruleId) notFound();
      await provider.call(businesses.updateSpendRule, {
        params: { id: businessId, spendRuleId: value.ruleId },
        body: value.type === "velocity" ? { name: value.name, velocity } : { name: value.name, merchantCategories: categories },
      });
    }
  } catch (error) {
    if (!isFormError(error)) throw error;
    if (error.status === 404) notFound();
    const refusal = providerFormErrors(error, { fields: RULE_FIELDS, codes: RULE_CODES });
    return data(submission.reply(refusal), { status: error.status === 403 ? 403 : 400 });
  }
  throw redirect(`${href("/:businessId/settings/spend-rules", { businessId })}?done=${value.intent === "create" ? "created" : "updated"}`);
}
