import { parseWithZod } from "@conform-to/zod/v4";
import { data, href, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import { selectedRowIds } from "#app/components/data-table";
import { dashboardContext, providerContext } from "#app/context";
import {
  BULK_ACTIONS,
  BULK_CAP,
  type BulkAction,
  type BulkDetails,
  chooseSchema,
  confirmFieldsSchema,
  DETAILS_SCHEMAS,
  type selectionSchema,
} from "#app/forms/cards-bulk.schema";
import { formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { receiptRedirect } from "#app/money/receipt.server";
import { balanceAfter, fundingAccountName, fundingBalance, type MoneyReview, moneyReview } from "#app/money/review.server";
import { isApiError } from "#app/provider/client.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { settled } from "#app/provider/in-progress.server";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { MAX_PAGE_SIZE } from "#contract/common";
import type { Card } from "#contract/entities";
import type { Permission } from "#domain/enums";
import { centsToDecimalString } from "#domain/money";
import { permissionsFor } from "#domain/permissions";
import { cardListParamsSchema } from "./cards.server";

/**
 * Bulk actions of the cards list (issue 18 item 5, docs/decisions/0157-bulk-card-actions.md): choose,
 * give the action's detail, review, confirm, and a result for each card. The selection is resolved on
 * the server at each step (ticked ids, or the list's filter up to BULK_CAP cards); each card is checked
 * against the permission on its own business, and the provider checks each card again.
 */

export type Selection = z.infer<typeof selectionSchema>;

/** The permission each bulk action needs, on the path business and on each card's business. */
export const BULK_PERMISSION: Record<BulkAction, Permission> = {
  load: "loadCard",
  tag: "addTagToCard",
  spendRule: "modifySpendRule",
  autoload: "addCardsToAutoload",
  removeFromAutoload: "deleteCardsFromAutoload",
};

/** The actions the user may offer on the cards list. */
export function bulkActionsFor(permissions: ReadonlySet<Permission>): BulkAction[] {
  return BULK_ACTIONS.filter((action) => permissions.has(BULK_PERMISSION[action]));
}

export type BulkCard = {
  id: string;
  businessId: string;
  holderName: string;
  last6: string;
  status: Card["status"];
  tagNames: string[];
};

const bulkCard = (card: Card): BulkCard => ({
  id: card.id,
  businessId: card.businessId,
  holderName: `${card.holder.firstName} ${card.holder.lastName}`.trim(),
  last6: card.last6,
  status: card.status,
  tagNames: card.tags.map((t) => t.name),
});

/** Why a card of the selection is left out before anything is sent, or what happened to it. */
export type CardOutcome =
  | "loaded"
  | "tagged"
  | "hadTag"
  | "ruleAttached"
  | "added"
  | "removed"
  | "notInAutoload"
  | "notPermitted"
  | "closed"
  | "otherBusiness"
  | "notFound"
  | "insufficientFunds"
  | "autoloadNotActive"
  | "inProgress"
  | "failed";

export type Resolution = { cards: BulkCard[]; missing: string[] } | { tooMany: true } | { none: true };

const PAGE = 200;

/**
 * The selection's cards, as the provider lists them for the path business (so a ticked id of another
 * business is simply not found). A filter is read page by page and stops past the cap: a 10,000-card
 * filter costs three reads, and is refused with the cap's message.
 */
export async function resolveSelection(context: Readonly<RouterContextProvider>, selection: Selection): Promise<Resolution> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  if (selection.scope === "filter") {
    const { cursor: _cursor, ...filters } = cardListParamsSchema.parse({
      search: selection.search || undefined,
      status: selection.status || undefined,
      formFactor: selection.formFactor || undefined,
      tagId: selection.tagId || undefined,
      programId: selection.programId || undefined,
    });
    const found: BulkCard[] = [];
    let cursor: string | undefined;
    do {
      const page = await provider.call(cards.listCards, { params: { id: businessId }, query: { ...filters, cursor, limit: PAGE } });
      found.push(...page.cards.map(bulkCard));
      if (found.length > BULK_CAP) return { tooMany: true };
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return found.length ? { cards: found, missing: [] } : { none: true };
  }
  const ids = [...new Set(selection.cardIds)];
  if (!ids.length) return { none: true };
  // The list's search matches the start of a card id: each ticked card is read from the path business's list.
  const found = await Promise.all(
    ids.map((id) =>
      provider
        .call(cards.listCards, { params: { id: businessId }, query: { search: id, limit: 5 } })
        .then((page) => page.cards.find((card) => card.id === id) ?? null),
    ),
  );
  const list = found.flatMap((card) => (card ? [bulkCard(card)] : []));
  return { cards: list, missing: ids.filter((id) => !list.some((card) => card.id === id)) };
}

export type Target =
  | { action: "load"; amountCents: number }
  | { action: "tag"; tagName: string }
  | { action: "spendRule"; ruleId: string; ruleName: string; ruleBusinessId: string }
  | { action: "autoload"; autoloadId: string; autoloadName: string; autoloadBusinessId: string; active: boolean }
  | {
      action: "removeFromAutoload";
      autoloadId: string;
      autoloadName: string;
      autoloadBusinessId: string;
      /** The autoload's members among the selection (narrowed by `withSelection`), so the review names the others. */
      memberIds: readonly string[];
    };

/** A removal's members narrowed to the selection: the review digest then changes only when these cards' membership does. */
export function withSelection(target: Target, list: readonly BulkCard[]): Target {
  if (target.action !== "removeFromAutoload") return target;
  const members = new Set(target.memberIds);
  return { ...target, memberIds: list.filter((card) => members.has(card.id)).map((card) => card.id) };
}

/** Whether a card can take the action, checked before anything is sent: null when it can. */
export function cardRefusal(
  target: Target,
  card: BulkCard,
  permissionsOf: (businessId: string) => ReadonlySet<Permission>,
): CardOutcome | null {
  if (!permissionsOf(card.businessId).has(BULK_PERMISSION[target.action])) return "notPermitted";
  switch (target.action) {
    case "load":
      return card.status === "closed" ? "closed" : null;
    case "tag":
    case "spendRule":
      return null;
    case "autoload":
      if (card.businessId !== target.autoloadBusinessId) return "otherBusiness";
      return card.status === "closed" ? "closed" : null;
    case "removeFromAutoload":
      // A closed card may leave an autoload; a card that is not in it is named, and nothing is sent for it.
      if (card.businessId !== target.autoloadBusinessId) return "otherBusiness";
      return target.memberIds.includes(card.id) ? null : "notInAutoload";
  }
}

/** The cards split into those the action goes to and those left out, with why. */
export function planCards(target: Target, list: readonly BulkCard[], permissionsOf: (businessId: string) => ReadonlySet<Permission>) {
  const ready: BulkCard[] = [];
  const skipped: { card: BulkCard; outcome: CardOutcome }[] = [];
  for (const card of list) {
    const refusal = cardRefusal(target, card, permissionsOf);
    if (refusal) skipped.push({ card, outcome: refusal });
    else ready.push(card);
  }
  return { ready, skipped };
}

/** The per-card idempotency key of a batch: the batch's key and the card's id (ADR 0157). */
export function cardKey(batchKey: string, cardId: string): string {
  return `${batchKey}-${cardId}`;
}

/** A digest of what a review showed: the action, its detail and the cards, so a changed filter is reviewed again. */
export async function reviewDigest(target: Target, list: readonly BulkCard[]): Promise<string> {
  const text = JSON.stringify({ target, cards: list.map((card) => `${card.id}:${card.businessId}:${card.status}`).sort() });
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The outcome of a provider refusal for one card. */
function refusalOutcome(error: unknown): CardOutcome {
  if (!isApiError(error)) throw error;
  if (error.status === 403) return "notPermitted";
  if (error.status === 404) return "notFound";
  if (error.code === "insufficient_funds" || error.code === "no_funding_account") return "insufficientFunds";
  if (error.code === "card_blocked") return "closed";
  if (error.code === "autoload_not_active") return "autoloadNotActive";
  if (error.code === "idempotency_request_in_progress") return "inProgress";
  if (error.status === 401) throw error;
  return "failed";
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
async function pooled<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * One card's load with its derived key. A double submit sends the same keys: the provider answers a
 * finished load again without moving money, and one still running with 409 in progress, which is
 * asked again until it has finished (a few seconds at most), so both answers say "loaded".
 */
async function loadOne(
  context: Readonly<RouterContextProvider>,
  batchKey: string,
  card: BulkCard,
  amountCents: number,
): Promise<CardOutcome> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  try {
    await settled(
      () =>
        provider.call(cards.load, {
          params: { id: businessId },
          body: { loads: [{ cardId: card.id, amountCents }] },
          idempotencyKey: cardKey(batchKey, card.id),
        }),
      { waitMs: 250 },
    );
    return "loaded";
  } catch (error) {
    return refusalOutcome(error);
  }
}

/**
 * A call for many cards at once (tag, spend rule, autoload): when the provider refuses the batch, each
 * card is sent alone so the result names the card it refused (these calls change nothing twice: a card
 * that has the tag, the rule or the membership already is left as it is).
 */
async function batchThenEach(
  list: readonly BulkCard[],
  call: (cardIds: string[]) => Promise<unknown>,
  done: (card: BulkCard) => CardOutcome,
): Promise<CardOutcome[]> {
  if (!list.length) return [];
  try {
    await call(list.map((card) => card.id));
    return list.map(done);
  } catch (error) {
    const outcome = refusalOutcome(error);
    if (outcome === "autoloadNotActive" || outcome === "failed") return list.map(() => outcome);
    return pooled(list, 6, (card) =>
      call([card.id]).then(
        () => done(card),
        (e: unknown) => refusalOutcome(e),
      ),
    );
  }
}

export async function applyToCards(
  context: Readonly<RouterContextProvider>,
  target: Target,
  list: readonly BulkCard[],
  batchKey: string,
): Promise<CardOutcome[]> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (target.action) {
    case "load":
      return pooled(list, 6, (card) => loadOne(context, batchKey, card, target.amountCents));
    case "tag": {
      const name = target.tagName.toLocaleLowerCase();
      return batchThenEach(
        list,
        (cardIds) => provider.call(cards.tagCards, { params: { id: businessId }, body: { name: target.tagName, cardIds } }),
        (card) => (card.tagNames.some((n) => n.toLocaleLowerCase() === name) ? "hadTag" : "tagged"),
      );
    }
    case "spendRule":
      return batchThenEach(
        list,
        (cardIds) => provider.call(cards.attachSpendRule, { params: { id: target.ruleId }, body: { cardIds } }),
        () => "ruleAttached",
      );
    case "autoload":
      return batchThenEach(
        list,
        (cardIds) => provider.call(autoloads.addMembers, { params: { id: target.autoloadId }, body: { cardIds } }),
        () => "added",
      );
    case "removeFromAutoload":
      return batchThenEach(
        list,
        (cardIds) => provider.call(autoloads.removeMembers, { params: { id: target.autoloadId }, body: { cardIds } }),
        () => "removed",
      );
  }
}

// ---------------------------------------------------------------------------------------------
// The steps
// ---------------------------------------------------------------------------------------------

/** The selection's fields as the next form posts them again (hidden inputs). */
export type SelectionFields = { scope: Selection["scope"]; cardIds: string[]; filter: Record<string, string> };

function selectionFields(selection: Selection): SelectionFields {
  const filter: Record<string, string> = {};
  for (const key of ["search", "status", "formFactor", "tagId", "programId"] as const) {
    const value = selection[key];
    if (value) filter[key] = value;
  }
  return { scope: selection.scope, cardIds: selection.scope === "selected" ? [...new Set(selection.cardIds)] : [], filter };
}

type Option = { id: string; name: string };

/** What the details step offers: existing tags, the business's spend rules, its active autoloads. */
async function detailOptions(context: Readonly<RouterContextProvider>, action: BulkAction): Promise<Option[]> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (action) {
    case "load":
      return [];
    case "tag":
      return (await provider.call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } })).tags.map((t) => ({
        id: t.id,
        name: t.name,
      }));
    case "spendRule":
      return (await provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } })).spendRules.map(
        (r) => ({ id: r.id, name: r.name }),
      );
    case "autoload":
    case "removeFromAutoload":
      return (
        await provider.call(autoloads.listAutoloads, { params: { businessId }, query: { status: "active", limit: 200 } })
      ).autoloads.map((a) => ({ id: a.id, name: a.name }));
  }
}

/** The action's target, read from the provider where it names an object (the rule, the autoload). Null: not one of this business's. */
async function targetOf(context: Readonly<RouterContextProvider>, details: BulkDetails): Promise<Target | null> {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  switch (details.action) {
    case "load":
      return { action: "load", amountCents: details.amount };
    case "tag":
      return { action: "tag", tagName: details.tagName };
    case "spendRule": {
      const rules = await provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } });
      const rule = rules.spendRules.find((r) => r.id === details.spendRuleId);
      return rule ? { action: "spendRule", ruleId: rule.id, ruleName: rule.name, ruleBusinessId: rule.businessId } : null;
    }
    case "autoload": {
      const found = await provider
        .call(autoloads.getAutoload, { params: { autoloadProfileId: details.autoloadId }, query: { limit: 1 } })
        .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 403) ? null : Promise.reject(error)));
      const autoload = found?.autoload;
      if (!autoload || autoload.businessId !== businessId) return null;
      return {
        action: "autoload",
        autoloadId: autoload.id,
        autoloadName: autoload.name,
        autoloadBusinessId: autoload.businessId,
        active: autoload.status === "active",
      };
    }
    case "removeFromAutoload": {
      const first = await provider
        .call(autoloads.getAutoload, { params: { autoloadProfileId: details.autoloadId }, query: { limit: MAX_PAGE_SIZE } })
        .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 403) ? null : Promise.reject(error)));
      const autoload = first?.autoload;
      if (!autoload || autoload.businessId !== businessId) return null;
      // Its members, page by page (an autoload of 10,000 cards is 50 reads, within a Worker's subrequests).
      const memberIds = autoload.members.map((m) => m.cardId);
      let cursor = autoload.membersNextCursor;
      while (cursor) {
        const page = await provider.call(autoloads.getAutoload, {
          params: { autoloadProfileId: autoload.id },
          query: { limit: MAX_PAGE_SIZE, cursor },
        });
        memberIds.push(...page.autoload.members.map((m) => m.cardId));
        cursor = page.autoload.membersNextCursor;
      }
      return {
        action: "removeFromAutoload",
        autoloadId: autoload.id,
        autoloadName: autoload.name,
        autoloadBusinessId: autoload.businessId,
        memberIds,
      };
    }
  }
}

type CardLine = { id: string; holderName: string; last6: string; outcome: CardOutcome | null };

const line = (card: BulkCard, outcome: CardOutcome | null): CardLine => ({
  id: card.id,
  holderName: card.holderName,
  last6: card.last6,
  outcome,
});

/** The funding accounts a bulk load takes from: one per business of the cards (a top-level list holds its programs' cards). */
async function fundingSummary(context: Readonly<RouterContextProvider>, ready: readonly BulkCard[], amountCents: number) {
  const { business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const code = getLocale(context);
  const groups = new Map<string, number>();
  for (const card of ready) groups.set(card.businessId, (groups.get(card.businessId) ?? 0) + 1);
  const needsNames = [...groups.keys()].some((id) => id !== business.topLevelBusinessId);
  const [programs, balances] = await Promise.all([
    needsNames
      ? provider
          .call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } })
          .then((page) => page.programs)
          .catch(() => [])
      : Promise.resolve([]),
    Promise.all(
      [...groups.keys()].map((id) =>
        provider
          .call(businesses.getPrefundingBalance, { params: { id } })
          .then((b) => b.balanceCents)
          .catch((error: unknown) => (isApiError(error) && error.status < 500 ? null : Promise.reject(error))),
      ),
    ),
  ]);
  return [...groups.entries()].map(([id, count], index) => {
    const balance = balances[index] ?? null;
    const total = count * amountCents;
    return {
      businessId: id,
      name: id === business.topLevelBusinessId ? business.topLevelBusinessName : (programs.find((p) => p.id === id)?.name ?? id),
      cards: count,
      total: formatMoney(total, code),
      totalCents: total,
      balance: balance === null ? null : formatMoney(balance, code),
      balanceCents: balance,
      /** What the account will hold once every card it pays for is loaded. */
      after: balance === null ? null : formatMoney(balanceAfter(balance, total, "out"), code),
      short: balance === null || balance < total,
    };
  });
}

export type BulkReview = {
  action: BulkAction;
  selection: SelectionFields;
  /** The posted detail, as the confirm form sends it again. */
  detail: Record<string, string>;
  batchKey: string;
  reviewed: string;
  /** The review was shown again because the cards matching the filter changed. */
  changed: boolean;
  ready: CardLine[];
  skipped: CardLine[];
  /** A bulk load: the amount per card, the total, the shared review of the total, and each funding account it takes from. */
  load: { amount: string; total: string; money: MoneyReview; accounts: Awaited<ReturnType<typeof fundingSummary>> } | null;
  tagName: string | null;
  ruleName: string | null;
  autoloadName: string | null;
};

export type BulkResult = {
  action: BulkAction;
  lines: CardLine[];
  applied: number;
  notApplied: number;
  target: string | null;
};

export type BulkDetailsStep = {
  action: BulkAction;
  selection: SelectionFields;
  count: number;
  options: Option[];
};

export type BulkReply =
  | { step: "error"; message: BulkMessage }
  | { step: "details"; details: BulkDetailsStep; reply?: unknown }
  | { step: "review"; review: BulkReview }
  | { step: "result"; result: BulkResult };

export type BulkMessage = "none" | "tooMany" | "forbidden" | "unknownTarget" | "autoloadNotActive" | "invalid";

const fail = (message: BulkMessage, status: number) => data({ step: "error" as const, message }, { status });

/** The selection posted from the list or a later step: ticked rows (and "all on this page") merged into `cardIds`. */
function normalizedForm(form: FormData): FormData {
  const ids = selectedRowIds(form, { name: "cardIds", allName: "pageCardIds" });
  form.delete("cardIds");
  form.delete("pageCardIds");
  for (const id of ids) form.append("cardIds", id);
  return form;
}

export async function bulkAction(context: Readonly<RouterContextProvider>, request: Request) {
  const { business, permissions } = context.get(dashboardContext);
  const form = normalizedForm(await request.formData());
  const intent = form.get("intent");
  const permissionsOf = (id: string) => permissionsFor(business, id);

  if (intent === "choose") {
    const submission = parseWithZod(form, { schema: chooseSchema });
    if (submission.status !== "success") return fail("invalid", 400);
    const { action } = submission.value;
    if (!permissions.has(BULK_PERMISSION[action])) return fail("forbidden", 403);
    const [resolved, options] = await Promise.all([resolveSelection(context, submission.value), detailOptions(context, action)]);
    if ("tooMany" in resolved) return fail("tooMany", 400);
    if ("none" in resolved) return fail("none", 400);
    return {
      step: "details" as const,
      details: { action, selection: selectionFields(submission.value), count: resolved.cards.length, options },
    };
  }

  const action = form.get("action");
  if ((intent !== "review" && intent !== "confirm") || !BULK_ACTIONS.includes(action as BulkAction)) return fail("invalid", 400);
  const schema = DETAILS_SCHEMAS[action as BulkAction];
  const submission = parseWithZod(form, { schema });
  if (!permissions.has(BULK_PERMISSION[action as BulkAction])) return fail("forbidden", 403);
  if (submission.status !== "success") {
    // The details form again, with its messages and what was typed.
    const selection = chooseSchema.safeParse({ ...Object.fromEntries(form), cardIds: form.getAll("cardIds"), intent: "choose" });
    if (!selection.success) return fail("invalid", 400);
    const options = await detailOptions(context, action as BulkAction);
    const details: BulkDetailsStep = { action: action as BulkAction, selection: selectionFields(selection.data), count: 0, options };
    return data({ step: "details" as const, details, reply: submission.reply() }, { status: 400 });
  }
  const details = submission.value as BulkDetails;
  const [found, resolved] = await Promise.all([targetOf(context, details), resolveSelection(context, details)]);
  if (!found) return fail("unknownTarget", 400);
  if (found.action === "autoload" && !found.active) return fail("autoloadNotActive", 409);
  if ("tooMany" in resolved) return fail("tooMany", 400);
  if ("none" in resolved) return fail("none", 400);
  const target = withSelection(found, resolved.cards);
  const plan = planCards(target, resolved.cards, permissionsOf);
  const digest = await reviewDigest(target, resolved.cards);
  const missing = resolved.missing.map((id) => ({ id, holderName: "", last6: "", outcome: "notFound" as const }));

  if (intent === "confirm") {
    const confirm = confirmFieldsSchema.safeParse({ batchKey: form.get("batchKey"), reviewed: form.get("reviewed") });
    if (!confirm.success) return fail("invalid", 400);
    if (confirm.data.reviewed === digest) {
      const outcomes = await applyToCards(context, target, plan.ready, confirm.data.batchKey);
      const lines = [
        ...plan.ready.map((card, i) => line(card, outcomes[i] ?? "failed")),
        ...plan.skipped.map((s) => line(s.card, s.outcome)),
        ...missing,
      ];
      const applied = outcomes.filter(
        (o) => o === "loaded" || o === "tagged" || o === "hadTag" || o === "ruleAttached" || o === "added" || o === "removed",
      ).length;
      const loaded = outcomes.filter((o) => o === "loaded").length;
      if (target.action === "load") {
        throw await bulkLoadReceipt(context, plan.ready, outcomes, lines, {
          amountCents: loaded * target.amountCents,
          done: loaded,
          reference: confirm.data.batchKey,
        });
      }
      const result: BulkResult = {
        action: target.action,
        lines,
        applied,
        notApplied: lines.length - applied,
        target: targetName(target),
      };
      return { step: "result" as const, result };
    }
  }

  const batchKey =
    intent === "confirm"
      ? (confirmFieldsSchema.shape.batchKey.safeParse(form.get("batchKey")).data ?? newIdempotencyKey())
      : newIdempotencyKey();
  const review: BulkReview = {
    action: target.action,
    selection: selectionFields(details),
    detail: detailFields(details),
    batchKey,
    reviewed: digest,
    changed: intent === "confirm",
    ready: plan.ready.map((card) => line(card, null)),
    skipped: [...plan.skipped.map((s) => line(s.card, s.outcome)), ...missing],
    load: target.action === "load" ? await loadReview(context, plan.ready, target.amountCents, batchKey) : null,
    tagName: target.action === "tag" ? target.tagName : null,
    ruleName: target.action === "spendRule" ? target.ruleName : null,
    autoloadName: target.action === "autoload" || target.action === "removeFromAutoload" ? target.autoloadName : null,
  };
  return { step: "review" as const, review };
}

function targetName(target: Target): string | null {
  switch (target.action) {
    case "load":
      return null;
    case "tag":
      return target.tagName;
    case "spendRule":
      return target.ruleName;
    case "autoload":
    case "removeFromAutoload":
      return target.autoloadName;
  }
}

/** The action's own field as the review's form posts it again (an amount as a plain decimal). */
function detailFields(details: BulkDetails): Record<string, string> {
  switch (details.action) {
    case "load":
      return { amount: centsToDecimalString(details.amount) };
    case "tag":
      return { tagName: details.tagName };
    case "spendRule":
      return { spendRuleId: details.spendRuleId };
    case "autoload":
    case "removeFromAutoload":
      return { autoloadId: details.autoloadId };
  }
}

/**
 * A bulk load's review (issue 24 item 2): the total exactly as it will move, from the funding account
 * (each one, when the cards belong to several programs), to the chosen cards, and the balance it leaves.
 */
async function loadReview(context: Readonly<RouterContextProvider>, ready: readonly BulkCard[], amountCents: number, batchKey: string) {
  const code = getLocale(context);
  const { t } = getI18n(context);
  const accounts = await fundingSummary(context, ready, amountCents);
  const [only] = accounts.length === 1 ? accounts : [];
  const totalCents = amountCents * ready.length;
  return {
    amount: formatMoney(amountCents, code),
    total: formatMoney(totalCents, code),
    money: moneyReview(code, {
      cents: totalCents,
      from: accounts.map((account) => account.name).join(", "),
      to: t("cards.bulk.chosenCards", { cards: ready.length }),
      balanceOf: "funding",
      // Several accounts: each one's balance afterwards is in the accounts' table.
      balanceCents: only ? only.balanceCents : null,
      change: "out",
      idempotencyKey: batchKey,
    }),
    accounts,
  };
}

/** At most this many cards that were not loaded are named on the receipt (the rest are counted). */
const MISSED_ON_RECEIPT = 20;

/**
 * After a bulk load: to the bulk page with its receipt, once, in the flash (app/money/receipt.server.ts):
 * the total loaded, the funding account's balance now (when the cards drew on one account), the batch's
 * key as the reference, how many cards were loaded and the first of those that were not, with why.
 */
async function bulkLoadReceipt(
  context: Readonly<RouterContextProvider>,
  ready: readonly BulkCard[],
  outcomes: readonly CardOutcome[],
  lines: readonly CardLine[],
  loaded: { amountCents: number; done: number; reference: string },
): Promise<Response> {
  const { businessId } = context.get(dashboardContext);
  const sources = [...new Set(ready.filter((_, i) => outcomes[i] === "loaded").map((card) => card.businessId))];
  const [source] = sources.length === 1 ? sources : [];
  const [balanceCents, from] = source
    ? await Promise.all([fundingBalance(context, source), fundingAccountName(context, source)])
    : [null, null];
  const missed = lines.filter((l) => l.outcome !== "loaded");
  return receiptRedirect({
    path: href("/:businessId/cards/bulk", { businessId }),
    kind: "bulkLoad",
    amountCents: loaded.amountCents,
    balanceCents,
    reference: loaded.reference,
    ...(from ? { from } : {}),
    cards: {
      done: loaded.done,
      notDone: missed.length,
      missed: missed.slice(0, MISSED_ON_RECEIPT).map((l) => ({ id: l.id, why: l.outcome ?? "failed" })),
    },
  });
}
