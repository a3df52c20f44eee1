import { href, type RouterContextProvider } from "react-router";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import type { Optional, OptionalValue } from "#app/components/deferred";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { merchantCategoryWords } from "#app/i18n/merchant-categories";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { takeReceipt } from "#app/money/receipt.server";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { cardFrameUrl } from "#app/provider/provider-mode";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { autoloads } from "#contract/autoloads";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { users } from "#contract/users";
import { checkCardAction } from "#domain/cards";
import { declineCause, declineReasonText } from "#domain/decline";
import { ACTION_PERMISSION } from "./card-detail.access.server";
import { organizationRules } from "./card-detail.spend-rules.server";

/** The card actions that go through a confirmation panel (`?confirm=<action>`). */
export const CONFIRMABLE = [
  "lock",
  "unlock",
  "freeze",
  "unfreeze",
  "close",
  "reissueVirtualCard",
  "resendVirtualCard",
  "load",
  "withdraw",
  "transfer",
  "setPin",
  "reissueAndShip",
  "reassociate",
] as const;
export type Confirmable = (typeof CONFIRMABLE)[number];

/**
 * How long the page waits, once the critical data is in, for the optional panels to settle. They start
 * with the critical calls, so they are normally done by then and are sent as settled values that render
 * inline in the first HTML: the only way a page without JavaScript shows them (React moves a streamed
 * boundary into place with a script). One slower than this is sent as a promise and streams.
 */
const OPTIONAL_GRACE_MS = 250;

/** Starts an optional call: its outcome, once known, is kept beside the promise (which never rejects unhandled). */
function optional<T>(promise: Promise<T>): { promise: Promise<T>; outcome: () => Optional<T> } {
  let outcome: Optional<T> = promise;
  promise.then(
    (value) => {
      outcome = { settled: "ok", value };
    },
    () => {
      outcome = { settled: "failed" };
    },
  );
  return { promise, outcome: () => outcome };
}

async function optionalGrace(promises: readonly (Promise<unknown> | undefined)[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.allSettled(promises),
    new Promise((resolve) => {
      timer = setTimeout(resolve, OPTIONAL_GRACE_MS);
    }),
  ]);
  clearTimeout(timer);
}

/**
 * The card page's view model. The card, its balance, activity and transactions are awaited: without
 * them there is no page. The optional panels (load history, notes, tag suggestions) are returned as
 * promises and streamed: the page renders each in its own boundary, so one failing endpoint leaves the
 * card visible and says that panel could not be loaded.
 */
export async function cardView(context: Readonly<RouterContextProvider>, request: Request, cardId: string) {
  // The path business's permissions only choose which reads to start; what is shown and offered comes
  // from the card's own business (objectPermissions, below).
  const { businessId, business, permissions: pathPermissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const id = { id: cardId };
  const language = getLocale(context);
  const when = (iso: string) => formatDateTimeFor(iso, language);
  const money = (cents: number) => formatMoney(cents, language);

  const loads = optional(
    provider.call(cards.listLoadHistory, { params: id, query: { limit: 50 } }).then((page) =>
      page.loads.map((l) => ({
        id: l.id,
        when: when(l.createdAt),
        amount: money(l.amountCents),
        source: l.source,
        fields: Object.entries(l.customFields)
          .map(([name, value]) => `${name}: ${value}`)
          .join(", "),
      })),
    ),
  );
  const notes = optional(
    provider
      .call(users.listNotes, { params: id, query: { limit: 50 } })
      .then((page) => page.notes.map((n) => ({ id: n.id, text: n.text, author: n.author.name, when: when(n.updatedAt) }))),
  );
  const tagsFor = (allowed: boolean) =>
    allowed
      ? optional(
          provider
            .call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } })
            .then((page) => page.tags.map((tag) => ({ id: tag.id, name: tag.name }))),
        )
      : null;
  const pathTagOptions = tagsFor(pathPermissions.has("addTagToCard"));
  // The path business's active autoloads, for adding the card to one or taking it out (an autoload loads
  // cards of its own business).
  const autoloadOptions =
    pathPermissions.has("addCardsToAutoload") || pathPermissions.has("deleteCardsFromAutoload")
      ? optional(
          provider
            .call(autoloads.listAutoloads, { params: { businessId }, query: { status: "active", limit: 200 } })
            .then((page) => page.autoloads.map((a) => ({ id: a.id, name: a.name }))),
        )
      : null;

  // The load form asks for the business's custom fields for loads: read beside the card.
  const loadFieldsOf = url.searchParams.get("confirm") === "load" ? customFieldsReader(context, "loads") : null;
  // `?transactions=declined` lists the declined purchases only (issue 24 item 6).
  const declinedOnly = url.searchParams.get("transactions") === "declined";
  const showsTransactions = !pathPermissions.has("hideTransactionData");
  // The spend rules, beside the card's reads: a decline a rule of the card explains links to that rule.
  // A hint, not the page: without them the declines still show their reason. On the top-level business
  // this is the organization's read that the spend rule panel takes too (one round trip for both).
  const rules = showsTransactions
    ? (businessId === business.topLevelBusinessId
        ? organizationRules(context)
        : provider.call(businesses.listSpendRules, { params: { id: businessId }, query: { limit: 200 } }).then((page) => page.spendRules)
      ).catch((error: unknown) => (isApiError(error) ? [] : Promise.reject(error)))
    : Promise.resolve([]);
  // The provider answers 404 for a card outside the user's businesses: the not-found page.
  const [details, balance, events, pathTransactions, spendRules] = await Promise.all([
    provider.call(cards.getDetails, { params: id }),
    provider.call(cards.getBalance, { params: id }),
    provider.call(cards.listActivities, { params: id, query: { kind: "event", limit: 50 } }),
    showsTransactions
      ? provider.call(cards.listActivities, {
          params: id,
          query: { kind: "transaction", limit: 50, ...(declinedOnly ? { status: "declined" as const } : {}) },
        })
      : null,
    rules,
  ]).catch(notFoundOn404);
  const card = details.card;
  // The card's own rules, with what each declines (the card's details name them; the list says how).
  const cardRules = spendRules.filter((rule) => card.spendRules.some((r) => r.id === rule.id));
  const permissions = await objectPermissions(context, card.businessId);
  const transactions = permissions.has("hideTransactionData") ? null : pathTransactions;
  // Tag suggestions need addTagToCard on the card's business too (started early when the path allowed it).
  const tagOptions = permissions.has("addTagToCard") ? (pathTagOptions ?? tagsFor(true)) : null;
  const canAddToAutoload = card.status !== "closed" && permissions.has("addCardsToAutoload");
  const canRemoveFromAutoload = permissions.has("deleteCardsFromAutoload");
  const [loadFields] = await Promise.all([
    loadFieldsOf ? loadFieldsOf(card.businessId) : [],
    optionalGrace([loads.promise, notes.promise, tagOptions?.promise, autoloadOptions?.promise]),
  ]);
  const { t } = getI18n(context);
  const confirm = url.searchParams.get("confirm");
  const state = { status: card.status, formFactor: card.formFactor, balanceCents: balance.balance.ledgerCents };
  // Virtual card details come from the provider's isolated frame for a single-use client token.
  const canReveal = permissions.has("resendVirtualCard") && checkCardAction("showDetails", state) === null;
  // A token the provider cannot give leaves the page whole: the panel says so in place (spec section 8).
  const token =
    canReveal && url.searchParams.get("reveal") === "1"
      ? await provider.call(cards.getClientToken, { params: id }).then(
          (r) => r.clientToken,
          (error: unknown) => (isApiError(error) ? null : Promise.reject(error)),
        )
      : undefined;
  const frameSrc = token ? cardFrameUrl(context.get(cloudflareContext).env, token) : null;
  const detailsFailed = token === null;
  const allowed = (action: Confirmable) =>
    permissions.has(ACTION_PERMISSION[action]) &&
    checkCardAction(action, state) === null &&
    // Staff set a first PIN only; a set PIN is reset by the cardholder after signing in (spec section 4).
    !(action === "setPin" && card.pinSet);
  return {
    title: pageTitle(context, `${card.holder.firstName} ${card.holder.lastName}`, t("cards.title")),
    businessId,
    card: {
      id: card.id,
      businessId: card.businessId,
      holderName: `${card.holder.firstName} ${card.holder.lastName}`,
      holder: { firstName: card.holder.firstName, lastName: card.holder.lastName },
      email: card.holder.email,
      phone: card.holder.phone,
      organizationName: card.organizationName,
      formFactor: card.formFactor,
      status: card.status,
      last6: card.last6,
      // Part of what proves a card at registration: only roles that may send the holder the card's
      // details see it (ADR 0200); a viewer does not.
      expiration: permissions.has("resendVirtualCard") ? card.expiration : null,
      pinSet: card.pinSet,
      tags: card.tags,
      spendRules: card.spendRules,
      metadata: card.metadata,
      shipment: card.shipment,
      issued: when(card.createdAt),
    },
    balance: {
      available: money(balance.balance.availableCents),
      pending: money(balance.balance.pendingCents),
      ledger: money(balance.balance.ledgerCents),
    },
    events: events.activities.flatMap((e) =>
      e.kind === "event" ? [{ id: e.id, type: e.type, actor: e.actor.name, when: when(e.createdAt) }] : [],
    ),
    transactions: transactions
      ? transactions.activities.flatMap((tx) => {
          if (tx.kind !== "transaction") return [];
          const decline = tx.transactionEventStatus === "declined" ? declineReasonText(tx.declineReason, tx.processorStatus) : null;
          const cause = decline ? declineCause(decline, tx.merchantCategory, cardRules) : null;
          return [
            {
              id: tx.id,
              when: when(tx.createdAt),
              merchant: tx.merchantName,
              // In words, in the page's language, from the table the portal shares (common.merchantCategories).
              category: merchantCategoryWords(t, tx.merchantCategory),
              status: tx.transactionEventStatus,
              amount: money(tx.transactionEventStatus === "declined" ? tx.requestedAmountCents : tx.approvedAmountCents),
              decline,
              // The spend rule of this card that declined it, linked to the spend rules screen.
              declinedBy: cause
                ? { name: cause.name, href: href("/:businessId/settings/spend-rules", { businessId: business.topLevelBusinessId }) }
                : null,
            },
          ];
        })
      : null,
    declinedOnly,
    loads: loads.outcome(),
    notes: notes.outcome(),
    tagOptions: tagOptions?.outcome() ?? null,
    autoloadIds: card.autoloadIds,
    // Offered for a card of the path business: adding while it is not closed (addCardsToAutoload), taking it
    // out of one (deleteCardsFromAutoload), each by the permission on the card's business.
    autoloadOptions:
      autoloadOptions && card.businessId === businessId && (canAddToAutoload || canRemoveFromAutoload) ? autoloadOptions.outcome() : null,
    canAddToAutoload,
    canRemoveFromAutoload,
    actions: CONFIRMABLE.filter(allowed),
    // No permission on the card's business: the page says it is view-only where the actions would be.
    viewOnly: permissions.size === 0,
    canAddTag: permissions.has("addTagToCard"),
    canCreateNote: permissions.has("createNote"),
    canEditNote: permissions.has("editNote"),
    // `?note=<id>` opens a note's edit form, `?deleteNote=<id>` its deletion's confirmation.
    editingNote: permissions.has("editNote") ? url.searchParams.get("note") : null,
    deletingNote: permissions.has("editNote") ? url.searchParams.get("deleteNote") : null,
    canEditMetadata: permissions.has("editMetadata"),
    editingMetadata: permissions.has("editMetadata") && url.searchParams.get("edit") === "metadata",
    canRemoveTag: permissions.has("deleteTagFromCard"),
    confirm: CONFIRMABLE.includes(confirm as Confirmable) && allowed(confirm as Confirmable) ? (confirm as Confirmable) : null,
    // A fresh key each time the confirmation is shown; a double submit of the same form reuses it.
    idempotencyKey: newIdempotencyKey(),
    loadFields,
    done: url.searchParams.get("done"),
    // The receipt of money just moved on this card: once, from the flash (a reload shows none).
    receipt: takeReceipt(context, href("/:businessId/cards/:cardId", { businessId, cardId })),
    canReveal,
    frameSrc,
    detailsFailed,
  };
}

export type CardView = Awaited<ReturnType<typeof cardView>>;
export type CardLoad = OptionalValue<CardView["loads"]>[number];
export type CardNote = OptionalValue<CardView["notes"]>[number];
export type CardTransaction = NonNullable<CardView["transactions"]>[number];
export type CardEvent = CardView["events"][number];
export type TagOption = OptionalValue<NonNullable<CardView["tagOptions"]>>[number];
