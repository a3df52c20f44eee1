import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect } from "#app/flash/done.server";
import { cardSpendRuleSchema, SPEND_RULE_CARD_INTENTS } from "#app/forms/card-detail.spend-rules.schema";
import { notFound } from "#app/http";
import { isApiError } from "#app/provider/client.server";
import { type FormMessageKey, refuseProviderError } from "#app/provider/form-errors.server";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import type { spendRuleSchema } from "#contract/entities";
import type { SpendRuleType } from "#domain/enums";
import { can } from "#domain/permissions";

/**
 * Spend rules on one card (issue 18; the cards list's bulk action does the same for many): the rules
 * on the card, each removable, and the rules of the card's business (or its top-level business) that
 * can be applied to it. Both go through a confirmation (`?spendRule=<ruleId>`) and a plain post, and
 * need modifySpendRule on the rule's business, as the provider checks too (cards.attachSpendRule).
 */

type SpendRule = z.infer<typeof spendRuleSchema>;

export type SpendRuleChoice = { id: string; name: string; type: SpendRuleType };

export type CardSpendRules = {
  /** The rules on the card; `removable` when the user may take it off. */
  attached: Array<SpendRuleChoice & { removable: boolean }>;
  /** Rules the user may apply to the card, not on it yet. */
  offered: SpendRuleChoice[];
  /** The confirmation shown (`?spendRule=<ruleId>`): apply a rule not on the card, or remove one on it. */
  confirm: { intent: "attachSpendRule" | "detachSpendRule"; rule: SpendRuleChoice } | null;
};

/** This request's read of the organization's rules, when it started one (organizationRules). */
const rulesOfRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<SpendRule[]>>();

/**
 * Every spend rule of the top-level business and its programs, read once per request: the card page
 * asks for it beside the card's own reads (prefetchCardRules for the panel; the declines, which name
 * the rule behind them, issue 24 item 6), and every later ask takes the same answer, so the page makes
 * one read and waits for one round trip. A failed read is not kept: whoever asks next reads again.
 */
export function organizationRules(context: Readonly<RouterContextProvider>): Promise<SpendRule[]> {
  const started = rulesOfRequest.get(context);
  if (started) return started;
  const read = allRules(context);
  rulesOfRequest.set(context, read);
  read.catch(() => rulesOfRequest.delete(context));
  return read;
}

/** Every spend rule of the top-level business and its programs (pages of 200, read to the end). */
async function allRules(context: Readonly<RouterContextProvider>): Promise<SpendRule[]> {
  const { business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const rules: SpendRule[] = [];
  let cursor: string | undefined;
  do {
    const page = await provider.call(businesses.listSpendRules, {
      params: { id: business.topLevelBusinessId },
      query: { cursor, limit: 200 },
    });
    rules.push(...page.spendRules);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rules;
}

type PanelCard = { businessId: string; status: string; spendRules: readonly SpendRuleChoice[] };

/**
 * The rules that can be on a card of `card.businessId` (a rule applies to cards of its own business and
 * its programs: the card's business or the top level), each with whether the user may apply or remove
 * it: modifySpendRule on the card's business and on the rule's (`may`).
 */
export function rulesForCard(
  card: Pick<PanelCard, "businessId">,
  rules: readonly SpendRule[],
  topLevelId: string,
  may: (businessId: string) => boolean,
) {
  return rules
    .filter((r) => r.businessId === card.businessId || r.businessId === topLevelId)
    .map((r) => ({ rule: r, changeable: may(card.businessId) && may(r.businessId) }));
}

const choice = (r: { id: string; name: string; type: SpendRuleType }): SpendRuleChoice => ({ id: r.id, name: r.name, type: r.type });

/**
 * The panel from the card, the organization's rules and the rule asked for (`?spendRule=`): null when
 * the card has no rules and the user can apply none.
 */
export function spendRulePanel(card: PanelCard, rules: ReturnType<typeof rulesForCard>, wanted: string | null): CardSpendRules | null {
  const changeable = new Set(rules.filter((r) => r.changeable).map((r) => r.rule.id));
  const onCard = new Set(card.spendRules.map((r) => r.id));
  const attached = card.spendRules.map((r) => ({ ...choice(r), removable: changeable.has(r.id) }));
  // A closed card is never used again: nothing new is applied to it.
  const offered = card.status === "closed" ? [] : rules.filter((r) => r.changeable && !onCard.has(r.rule.id)).map((r) => choice(r.rule));
  if (attached.length === 0 && offered.length === 0) return null;
  const detach = attached.find((r) => r.id === wanted && r.removable);
  const attach = offered.find((r) => r.id === wanted);
  const confirm = detach
    ? { intent: "detachSpendRule" as const, rule: choice(detach) }
    : attach
      ? { intent: "attachSpendRule" as const, rule: attach }
      : null;
  return { attached, offered, confirm };
}

/**
 * The organization's rules asked for before the card is read, when the path's business allows
 * modifySpendRule (the card is most often of that business): the page then waits for one round trip of
 * the provider, not two (perf/budgets.json). Null otherwise; the panel then reads them when it needs to.
 */
export function prefetchCardRules(context: Readonly<RouterContextProvider>): Promise<SpendRule[]> | null {
  const { business, businessId } = context.get(dashboardContext);
  if (!can(business, businessId, "modifySpendRule")) return null;
  const rules = organizationRules(context);
  // A card that is not found ends the page before anyone waits for this: its failure is not an error then.
  rules.catch(() => undefined);
  return rules;
}

/** The user's rules for the card: read only when the card's business allows modifySpendRule. */
async function cardRules(context: Readonly<RouterContextProvider>, cardBusinessId: string, prefetched?: Promise<SpendRule[]> | null) {
  const { business } = context.get(dashboardContext);
  const permissions = await objectPermissions(context, cardBusinessId);
  if (!permissions.has("modifySpendRule")) return [];
  return rulesForCard({ businessId: cardBusinessId }, await (prefetched ?? organizationRules(context)), business.topLevelBusinessId, (id) =>
    can(business, id, "modifySpendRule"),
  );
}

/** The card page's spend rule panel. */
export async function cardSpendRules(
  context: Readonly<RouterContextProvider>,
  request: Request,
  card: PanelCard,
  prefetched?: Promise<SpendRule[]> | null,
) {
  const rules = await cardRules(context, card.businessId, prefetched);
  return spendRulePanel(card, rules, new URL(request.url).searchParams.get("spendRule"));
}

const CODES: Record<string, FormMessageKey> = { forbidden: "cardDetail.errors.forbidden" };

/**
 * Applies or removes a spend rule on the card (the two intents of the panel), or undefined for any
 * other intent (the card page's other actions). The card and the rule are read again: the card must be
 * one the path may open, the rule one that can be on it, and the user must hold modifySpendRule on both.
 */
/** Whether a post of the card page attaches or detaches a spend rule (`cardSpendRuleAction` answers it). */
export function isCardSpendRuleIntent(intent: FormDataEntryValue | null): boolean {
  return SPEND_RULE_CARD_INTENTS.some((i) => i === intent);
}

export async function cardSpendRuleAction(context: Readonly<RouterContextProvider>, formData: FormData, cardId: string) {
  const submission = parseWithZod(formData, { schema: cardSpendRuleSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { card } = await provider.call(cards.getDetails, { params: { id: cardId } }).catch(notFoundOn404);
  const permissions = await objectPermissions(context, card.businessId);
  if (!permissions.has("modifySpendRule")) {
    return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  }
  const { spendRuleId } = submission.value;
  const rule = (await cardRules(context, card.businessId)).find((r) => r.rule.id === spendRuleId);
  if (!rule) notFound();
  if (!rule.changeable) return data(submission.reply({ formErrors: ["cardDetail.errors.forbidden"] }), { status: 403 });
  const body = { cardIds: [cardId] };
  try {
    if (submission.value.intent === "attachSpendRule") {
      await provider.call(cards.attachSpendRule, { params: { id: spendRuleId }, body });
    } else {
      await provider.call(cards.detachSpendRule, { params: { id: spendRuleId }, body });
    }
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    return refuseProviderError(submission, error, { codes: CODES });
  }
  throw doneRedirect(href("/:businessId/cards/:cardId", { businessId, cardId }), submission.value.intent);
}
