import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, href, type RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect, takeDone } from "#app/flash/done.server";
import { spendRuleFormSchema, type VELOCITY_PERIODS } from "#app/forms/settings-spend-rules.schema";
import { notFound } from "#app/http";
import { formatDateFor, formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { isReviewed } from "#app/money/review-step";
import { pageTitle } from "#app/page-title.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { providerNow } from "#app/routes/dashboard/autoloads/autoloads.server";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { MAX_PAGE_SIZE } from "#contract/common";
import { type SpendRuleType, spendRuleTypes } from "#domain/enums";
import { centsToDecimalString, parseAmountToCents } from "#domain/money";
import { type PastPurchase, PREVIEW_DAYS, type PreviewRule, previewSpendRule } from "#domain/spend-rule-preview";

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
    done: takeDone(context, href("/:businessId/settings/spend-rules", { businessId }), ["created", "updated"]),
    firstPage: cursor ? base : null,
    nextPage: page.nextCursor ? `${base}?cursor=${encodeURIComponent(page.nextCursor)}` : null,
  };
}

/** At most this many purchases are replayed (25 pages); a busier 90 days is previewed on its latest purchases. */
export const PREVIEW_PURCHASE_CAP = 5_000;
/** A rule on more cards than this is previewed on all the business's cards. */
const PREVIEW_CARD_CAP = 2_000;

/** The preview as the page shows it: counts, money in the page's language, merchants with their category in words. */
export type RulePreviewView = {
  days: number;
  /** "attached": the cards the rule applies to now; "all": every card of the business (a new rule, or one on no card yet). */
  scope: "attached" | "all";
  purchases: number;
  cards: number;
  declined: number;
  declinedAmount: string;
  declinedCards: number;
  merchants: { name: string; category: string; purchases: number; amount: string }[];
  otherMerchants: number;
  /** More purchases than the cap: the preview covers the latest ones, from this date. */
  partialFrom: string | null;
};

/** The ids of the cards a rule applies to, or null when it applies to none (or too many to list). */
async function ruleCardIds(context: Readonly<RouterContextProvider>, ruleId: string): Promise<Set<string> | null> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const ids = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await provider.call(cards.listCards, {
      params: { id: businessId },
      query: { spendRuleId: ruleId, cursor, limit: MAX_PAGE_SIZE },
    });
    for (const card of page.cards) ids.add(card.id);
    if (ids.size > PREVIEW_CARD_CAP) return null;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return ids.size ? ids : null;
}

/**
 * What the rule would have done over the last 90 days (docs/decisions/0153-spend-rule-preview.md): the
 * purchases that went through on the cards it applies to (every card of the business for a new rule),
 * replayed against the rule alone.
 */
export async function rulePreview(
  context: Readonly<RouterContextProvider>,
  rule: PreviewRule,
  ruleId: string | null,
): Promise<RulePreviewView> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  const [now, cardIds] = await Promise.all([providerNow(context), ruleId ? ruleCardIds(context, ruleId) : Promise.resolve(null)]);
  const to = now.toISOString().slice(0, 10);
  const from = new Date(now.getTime() - PREVIEW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const purchases: PastPurchase[] = [];
  let read = 0;
  let oldest: string | null = null;
  let cursor: string | undefined;
  do {
    const page = await provider.call(businesses.listTransactions, {
      params: { id: businessId },
      query: { from, to, cursor, limit: MAX_PAGE_SIZE },
    });
    for (const tx of page.transactions) {
      read += 1;
      oldest = tx.createdAt;
      if (tx.transactionEventStatus !== "pending" && tx.transactionEventStatus !== "cleared") continue;
      if (cardIds && !cardIds.has(tx.cardId)) continue;
      purchases.push({
        cardId: tx.cardId,
        merchantName: tx.merchantName,
        merchantCategory: tx.merchantCategory,
        amountCents: tx.approvedAmountCents,
        createdAt: tx.createdAt,
      });
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && read < PREVIEW_PURCHASE_CAP);
  const preview = previewSpendRule(rule, purchases);
  return {
    days: PREVIEW_DAYS,
    scope: cardIds ? "attached" : "all",
    purchases: preview.purchases,
    cards: preview.cards,
    declined: preview.declined,
    declinedAmount: formatMoney(preview.declinedCents, language),
    declinedCards: preview.declinedCards,
    merchants: preview.merchants.map((m) => ({
      name: m.name,
      category: m.category,
      purchases: m.purchases,
      amount: formatMoney(m.amountCents, language),
    })),
    otherMerchants: preview.otherMerchants,
    partialFrom: cursor && oldest ? formatDateFor(oldest, language) : null,
  };
}

/** The answer to a rule not yet saved: the form's reply and the preview. */
export type RulePreviewReply = SubmissionResult<string[]> & { preview: RulePreviewView };

export async function spendRuleAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<RulePreviewReply | SubmissionResult<string[]> | DataWithResponseInit<SubmissionResult<string[]>>> {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: spendRuleFormSchema });
  // The merchant category search (works without JavaScript): the same form again, as typed and chosen,
  // its list narrowed to the search (or shown whole again); nothing is checked or saved.
  const find = formData.get("find");
  if (find === "yes" || find === "all") {
    const initialValue = { ...(submission.reply().initialValue ?? {}) };
    if (find === "all") delete initialValue.categorySearch;
    return { initialValue };
  }
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const value = submission.value;
  if (!permissions.has(value.intent === "create" ? "createSpendRule" : "modifySpendRule")) {
    return data(submission.reply({ formErrors: ["settings.rules.errors.forbidden"] }), { status: 403 });
  }
  const parsed = value.type === "velocity" ? parseAmountToCents(value.amount ?? "") : null;
  const velocity = parsed?.ok && value.period ? { amountCents: parsed.cents, period: value.period } : undefined;
  const categories = [...new Set(value.categories ?? [])];
  // Before saving, the preview: nothing is saved until the button under it is pressed (`reviewed=yes`).
  if (!isReviewed(formData)) {
    const rule: PreviewRule | null =
      value.type === "velocity"
        ? velocity
          ? { type: "velocity", ...velocity }
          : null
        : { type: value.type as "merchant_allow" | "merchant_block", merchantCategories: categories };
    if (!rule) return data(submission.reply(), { status: 400 });
    const preview = await rulePreview(context, rule, value.intent === "update" ? (value.ruleId ?? null) : null);
    return { ...submission.reply(), preview };
  }
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
  throw doneRedirect(href("/:businessId/settings/spend-rules", { businessId }), value.intent === "create" ? "created" : "updated");
}
