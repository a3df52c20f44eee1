/**
 * Cards group of spec section 7 (contract/cards.ts): lists, details, status changes, PINs, holders,
 * replacements, money moves, tags and spend rules. Decisions: docs/decisions/0030 to 0034.
 */
import type { Hono } from "hono";
import { cards } from "#contract/cards";
import type { Card } from "#contract/entities";
import { type CardFormFactor, isBlockingCardStatus, type ShippingMethod } from "#domain/enums";
import { Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import { failureStatement, isLocked } from "#sandbox/auth/rate-limit";
import { cardFor, listScope, scopedCards } from "#sandbox/cards/access";
import { issueClientToken } from "#sandbox/cards/client-token";
import { cardFeed } from "#sandbox/cards/feed";
import { Idempotency } from "#sandbox/cards/idempotency";
import { accountsByEmail, issueStatements, type NewCard, reissueStatements, virtualCardMail } from "#sandbox/cards/issue";
import {
  cardEntry,
  cardGuard,
  fundingAccountOf,
  fundingChange,
  guard,
  noFundingAccount,
  runAtomic,
  StaleState,
  toFundingAccount,
  withStaleRetry,
} from "#sandbox/cards/ledger";
import { hidesMerchants, listCardRows, listLoadRows } from "#sandbox/cards/lists";
import {
  businessNames,
  cardEntity,
  chunks,
  LOAD_SELECT,
  type LoadRow,
  orderEntity,
  placeholders,
  readCard,
  readCards,
  shipmentOf,
  spendRuleEntity,
  TAG_SELECT,
  type TagRow,
  toCards,
  toLoad,
  toTag,
} from "#sandbox/cards/rows";
import { cardBalance } from "#sandbox/cards/spend";
import { changeStatus, ensureAction } from "#sandbox/cards/transitions";
import { iso } from "#sandbox/clock";
import { auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import type { SandboxContext, SandboxHono } from "#sandbox/env";
import { ApiFailure, conflict, notFound, tooManyRequests } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { newId } from "#sandbox/ids";

/** Loads by id in the given order (a page of a load answer). */
async function loadsById(db: D1Database, ids: readonly string[]) {
  const results = await db.batch<LoadRow>(
    chunks(ids).map((part) => db.prepare(`${LOAD_SELECT} WHERE l.id IN (${placeholders(part.length)})`).bind(...part)),
  );
  const byId = new Map(results.flatMap((r) => r.results).map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new Error(`Load ${id} vanished`);
    return toLoad(row);
  });
}

async function cardsById(db: D1Database, ids: readonly string[]): Promise<Card[]> {
  const rows = await readCards(db, ids);
  return toCards(
    db,
    ids.map((id) => {
      const row = rows.get(id);
      if (!row) throw new Error(`Card ${id} vanished`);
      return row;
    }),
  );
}

async function organizationName(db: D1Database, businessId: string): Promise<string> {
  return (await businessNames(db, [businessId])).get(businessId) ?? "";
}

export function cardRoutes(app: Hono<SandboxHono>): void {
  // -------------------------------------------------------------------------------------------
  // Reading
  // -------------------------------------------------------------------------------------------

  register(app, cards.listCards, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const scope = listScope(access, query.programId);
    const page = await listCardRows(db, scope, query);
    const names = new Map(scope.map((b) => [b.id, b.name]));
    return { cards: await toCards(db, page.items, names), nextCursor: page.nextCursor };
  });

  register(app, cards.getDetails, async ({ db, principal, params }) => {
    const { card, access } = await cardFor(db, principal, params.id, "allow");
    const [rules, order, autoloads, metadata] = await db.batch([
      db
        .prepare(
          "SELECT r.id, r.name, r.type FROM card_spend_rules cr JOIN spend_rules r ON r.id = cr.spend_rule_id WHERE cr.card_id = ? ORDER BY r.name, r.id",
        )
        .bind(card.id),
      db
        .prepare(
          "SELECT o.shipping_method, o.tracking_number, o.shipped_at, o.form_factor FROM card_order_items i JOIN card_orders o ON o.id = i.order_id WHERE i.card_id = ? ORDER BY o.created_at DESC, o.id DESC LIMIT 1",
        )
        .bind(card.id),
      db.prepare("SELECT autoload_id FROM autoload_members WHERE card_id = ? ORDER BY added_at, autoload_id").bind(card.id),
      db.prepare("SELECT key, value FROM metadata WHERE target_type = 'card' AND target_id = ? ORDER BY key").bind(card.id),
    ]);
    const [entity] = await toCards(db, [card]);
    if (!entity) throw notFound();
    const latest = order?.results[0] as
      | { shipping_method: Parameters<typeof shipmentOf>[0]; tracking_number: string | null; shipped_at: string | null }
      | undefined;
    return {
      card: {
        ...entity,
        spendRules: (rules?.results ?? []) as Array<{ id: string; name: string; type: "velocity" | "merchant_allow" | "merchant_block" }>,
        shipment: latest ? { ...shipmentOf(latest.shipping_method, latest.tracking_number), shippedAt: latest.shipped_at } : null,
        autoloadIds: ((autoloads?.results ?? []) as Array<{ autoload_id: string }>).map((r) => r.autoload_id),
        // The organization's notes on the card are not the cardholder's business.
        metadata: access ? ((metadata?.results ?? []) as Array<{ key: string; value: string }>) : [],
        replacesCardId: card.replaces_card_id,
      },
    };
  });

  register(app, cards.getBalance, async ({ db, principal, params }) => {
    const { card } = await cardFor(db, principal, params.id, "allow");
    return { balance: await cardBalance(db, card.id, card.balance_cents) };
  });

  register(app, cards.listActivities, async ({ db, principal, params, query }) => {
    const { card, access } = await cardFor(db, principal, params.id, "allow");
    const hide = access ? hidesMerchants(access, card.business_id) : false;
    return cardFeed(db, card.id, query, hide);
  });

  register(app, cards.listLoadHistory, async ({ db, principal, params, query }) => {
    const { card } = await cardFor(db, principal, params.id, "allow");
    const page = await listLoadRows(db, { cardId: card.id }, query);
    return { loads: page.items.map(toLoad), nextCursor: page.nextCursor };
  });

  register(app, cards.getClientToken, async ({ db, now, principal, params }) => {
    const { card, actor } = await cardFor(db, principal, params.id, "allow");
    ensureAction("showDetails", card);
    const token = await issueClientToken(db, now, card.id, actor);
    await auditStatement(db, now, {
      type: "card_client_token_issued",
      businessId: card.business_id,
      targetType: "card",
      targetId: card.id,
      actor,
    }).run();
    return token;
  });

  // -------------------------------------------------------------------------------------------
  // Status changes
  // -------------------------------------------------------------------------------------------

  const statusAction = (
    endpoint: typeof cards.lock | typeof cards.unlock | typeof cards.freeze | typeof cards.unfreeze | typeof cards.close,
    action: "lock" | "unlock" | "freeze" | "unfreeze" | "close",
    permission: "lockCard" | "freezeCard" | "closeCard",
  ) =>
    register(app, endpoint, async ({ db, now, principal, params }) => {
      const target = await cardFor(db, principal, params.id, action === "lock" || action === "unlock" ? "allow" : "forbid");
      target.require(permission);
      await changeStatus(db, now, target.card.id, action, target.actor);
      return { card: await cardEntity(db, target.card.id) };
    });
  statusAction(cards.lock, "lock", "lockCard");
  statusAction(cards.unlock, "unlock", "lockCard");
  statusAction(cards.freeze, "freeze", "freezeCard");
  statusAction(cards.unfreeze, "unfreeze", "freezeCard");
  statusAction(cards.close, "close", "closeCard");

  // -------------------------------------------------------------------------------------------
  // PIN
  // -------------------------------------------------------------------------------------------

  register(app, cards.setPin, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "allow");
    target.require("setPin");
    const isHolder = principal.realm === "cardholder";
    await withStaleRetry(async () => {
      const card = await readCard(db, target.card.id);
      if (!card) throw notFound();
      ensureAction("setPin", card);
      // Spec section 4: a PIN that is set is reset by the cardholder after signing in.
      if (card.pin_set === 1 && !isHolder) throw conflict("pin_already_set", "A PIN is set; the cardholder signs in to reset it");
      await runAtomic(db, [
        cardGuard(db, card.id, card.status),
        db.prepare("UPDATE cards SET pin_set = 1, updated_at = ? WHERE id = ?").bind(iso(now), card.id),
        auditStatement(db, now, {
          type: "card_pin_set",
          businessId: card.business_id,
          targetType: "card",
          targetId: card.id,
          actor: target.actor,
          details: { reset: card.pin_set === 1 },
        }),
      ]);
    });
    return { card: await cardEntity(db, target.card.id) };
  });

  register(app, cards.setPinUnauthenticated, async ({ db, now, params, body }) => {
    const card = await readCard(db, params.id);
    if (!card) throw new ApiFailure(404, "card_not_found", "Card not found; the card ID is the 10-character ID on the back of the card");
    const bucket = `card_pin:${card.id}`;
    if (await isLocked(db, bucket, now)) throw tooManyRequests("too_many_attempts", "Too many attempts; try again later");
    if (card.last6 !== body.last6 || card.expiration !== body.expiration) {
      await failureStatement(db, bucket, now).run();
      throw new ApiFailure(400, "invalid_card_data", "Invalid card data, try again.");
    }
    if (isBlockingCardStatus(card.status)) throw conflict("card_blocked", "The card's status blocks setting a PIN");
    if (card.pin_set === 1) throw conflict("pin_already_set", "A PIN is set; sign in to reset it");
    try {
      await runAtomic(db, [
        guard(db, "EXISTS (SELECT 1 FROM cards WHERE id = ? AND status = ? AND pin_set = 0)", card.id, card.status),
        db.prepare("UPDATE cards SET pin_set = 1, updated_at = ? WHERE id = ?").bind(iso(now), card.id),
        auditStatement(db, now, {
          type: "card_pin_set",
          businessId: card.business_id,
          targetType: "card",
          targetId: card.id,
          actor: { type: "system", id: null },
          details: { reset: false, verifiedWith: "card_data" },
        }),
      ]);
    } catch (error) {
      if (error instanceof StaleState) throw conflict("pin_already_set", "A PIN is set; sign in to reset it");
      throw error;
    }
    return null;
  });

  // -------------------------------------------------------------------------------------------
  // Holders, replacements, virtual cards
  // -------------------------------------------------------------------------------------------

  register(app, cards.reassociate, async ({ db, now, principal, params, body }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("replaceCard");
    const accounts = await accountsByEmail(db, [body.email]);
    await withStaleRetry(async () => {
      const card = await readCard(db, target.card.id);
      if (!card) throw notFound();
      ensureAction("reassociate", card);
      await runAtomic(db, [
        cardGuard(db, card.id, card.status),
        db
          .prepare(
            `UPDATE cards SET holder_first_name = ?, holder_last_name = ?, holder_name_key = ?, holder_email = ?, holder_phone = ?,
               cardholder_id = ?, pin_set = 0, updated_at = ? WHERE id = ?`,
          )
          .bind(
            body.firstName,
            body.lastName,
            `${body.firstName} ${body.lastName}`.toLowerCase(),
            body.email,
            body.phone ?? null,
            accounts.get(body.email) ?? null,
            iso(now),
            card.id,
          ),
        auditStatement(db, now, {
          type: "card_reassociated",
          businessId: card.business_id,
          targetType: "card",
          targetId: card.id,
          actor: target.actor,
          details: {
            previousHolder: `${card.holder_first_name} ${card.holder_last_name}`,
            holder: `${body.firstName} ${body.lastName}`,
          },
        }),
      ]);
    });
    return { card: await cardEntity(db, target.card.id) };
  });

  register(app, cards.reissueAndShip, async ({ db, now, principal, params, body }) => {
    const done = await reissue(db, now, principal, params.id, {
      action: "reissueAndShip",
      formFactor: "physical",
      shippingMethod: body.shippingMethod,
      address: body.address,
    });
    const cardOrder = await orderEntity(db, done.orderId);
    if (!cardOrder) throw notFound();
    return { card: await cardEntity(db, done.newCardId), cardOrder };
  });

  register(app, cards.reissueVirtualCard, async ({ db, now, principal, params }) => {
    const done = await reissue(db, now, principal, params.id, {
      action: "reissueVirtualCard",
      formFactor: "virtual",
      shippingMethod: null,
      address: null,
    });
    return { card: await cardEntity(db, done.newCardId) };
  });

  /** Both reissues: replaceCard permission, the domain's rule, one atomic plan retried when the card moved. */
  async function reissue(
    db: Parameters<typeof readCard>[0],
    now: Parameters<typeof reissueStatements>[1],
    principal: Parameters<typeof cardFor>[1],
    cardId: string,
    kind: {
      action: "reissueAndShip" | "reissueVirtualCard";
      formFactor: "physical" | "virtual";
      shippingMethod: Parameters<typeof reissueStatements>[2]["shippingMethod"];
      address: Parameters<typeof reissueStatements>[2]["address"];
    },
  ) {
    const target = await cardFor(db, principal, cardId, "forbid");
    target.require("replaceCard");
    const organization = await organizationName(db, target.card.business_id);
    return withStaleRetry(async () => {
      const old = await readCard(db, target.card.id);
      if (!old) throw notFound();
      ensureAction(kind.action, old);
      const plan = reissueStatements(db, now, {
        old,
        organizationName: organization,
        formFactor: kind.formFactor,
        shippingMethod: kind.shippingMethod,
        address: kind.address,
        actor: target.actor,
      });
      await runAtomic(db, plan.statements);
      return plan;
    });
  }

  register(app, cards.resendVirtualCard, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("resendVirtualCard");
    const card = target.card;
    ensureAction("resendVirtualCard", card);
    await db.batch([
      mailStatement(
        db,
        now,
        virtualCardMail(
          { firstName: card.holder_first_name, email: card.holder_email },
          await organizationName(db, card.business_id),
          true,
        ),
      ),
      auditStatement(db, now, {
        type: "virtual_card_resent",
        businessId: card.business_id,
        targetType: "card",
        targetId: card.id,
        actor: target.actor,
      }),
    ]);
    return { accepted: true as const };
  });

  // -------------------------------------------------------------------------------------------
  // Money
  // -------------------------------------------------------------------------------------------

  register(app, cards.load, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const { cards: found } = await scopedCards(
      db,
      caller,
      access,
      body.loads.map((l) => l.cardId),
      "loadCard",
    );
    const idempotency = await Idempotency.open(c, db, access.business.id, cards.load.id, { params, body });
    return idempotency.run(201, now, async (claim) => {
      for (const load of body.loads) {
        const card = found.get(load.cardId);
        if (card) ensureAction("load", card);
      }
      const totals = new Map<string, number>();
      for (const load of body.loads) {
        const businessId = found.get(load.cardId)?.business_id ?? access.business.id;
        totals.set(businessId, (totals.get(businessId) ?? 0) + load.amountCents);
      }
      const statements: D1PreparedStatement[] = [...claim];
      for (const [businessId, total] of totals) {
        const account = await fundingAccountOf(db, businessId);
        if (!account) throw noFundingAccount();
        if (account.balance_cents < total) throw conflict("insufficient_funds", "The funding account does not have enough money");
        statements.push(fundingChange(db, now, account.id, -total));
      }
      const loadIds: string[] = [];
      for (const load of body.loads) {
        const card = found.get(load.cardId);
        if (!card) throw notFound();
        const entry = cardEntry(db, now, {
          businessId: card.business_id,
          cardId: card.id,
          amountCents: load.amountCents,
          source: "funding_account",
          createdBy: principal.uid,
          customFields: load.customFields,
        });
        loadIds.push(entry.loadId);
        statements.push(
          ...entry.statements,
          auditStatement(db, now, {
            type: "card_funds_loaded",
            businessId: card.business_id,
            targetType: "card",
            targetId: card.id,
            actor: caller.actor,
            details: { loadId: entry.loadId, amountCents: load.amountCents },
          }),
        );
      }
      await runAtomic(db, statements);
      return { loads: await loadsById(db, loadIds) };
    });
  });

  register(app, cards.cardToCardTransfer, async ({ c, db, now, principal, params, body }) => {
    if (body.fromCardId === body.toCardId) {
      throw new ApiFailure(400, "validation_failed", "Request validation failed", [
        { path: "toCardId", message: "Choose a different card to move money to" },
      ]);
    }
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const { cards: found } = await scopedCards(db, caller, access, [body.fromCardId, body.toCardId], "loadCard");
    const idempotency = await Idempotency.open(c, db, access.business.id, cards.cardToCardTransfer.id, { params, body });
    return idempotency.run(201, now, async (claim) => {
      const from = found.get(body.fromCardId);
      const to = found.get(body.toCardId);
      if (!from || !to) throw notFound();
      if (from.business_id !== to.business_id) {
        throw conflict("cards_in_different_businesses", "Money moves between cards of the same business only");
      }
      ensureAction("transfer", from);
      ensureAction("transfer", to);
      if (from.balance_cents < body.amountCents) throw conflict("insufficient_funds", "The card's balance is too low");
      const out = cardEntry(db, now, {
        businessId: from.business_id,
        cardId: from.id,
        amountCents: -body.amountCents,
        source: "card_transfer",
        createdBy: principal.uid,
      });
      const into = cardEntry(db, now, {
        businessId: to.business_id,
        cardId: to.id,
        amountCents: body.amountCents,
        source: "card_transfer",
        createdBy: principal.uid,
      });
      const details = { fromCardId: from.id, toCardId: to.id, amountCents: body.amountCents };
      await runAtomic(db, [
        ...claim,
        ...out.statements,
        ...into.statements,
        ...[from, to].map((card) =>
          auditStatement(db, now, {
            type: "card_funds_transferred",
            businessId: card.business_id,
            targetType: "card",
            targetId: card.id,
            actor: caller.actor,
            details,
          }),
        ),
      ]);
      const [fromCard, toCard] = await cardsById(db, [from.id, to.id]);
      if (!fromCard || !toCard) throw notFound();
      return { from: fromCard, to: toCard };
    });
  });

  register(app, cards.withdrawFunds, async ({ c, db, now, principal, params, body }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("transferFunds");
    const idempotency = await Idempotency.open(c, db, target.card.business_id, cards.withdrawFunds.id, { params, body });
    return idempotency.run(201, now, (claim) =>
      withStaleRetry(async () => {
        const card = await readCard(db, target.card.id);
        if (!card) throw notFound();
        ensureAction("withdraw", card);
        const amount = body.amountCents ?? card.balance_cents;
        if (amount > card.balance_cents) throw conflict("insufficient_funds", "The card's balance is too low");
        const account = await fundingAccountOf(db, card.business_id);
        if (!account) throw noFundingAccount();
        const entry = cardEntry(db, now, {
          businessId: card.business_id,
          cardId: card.id,
          amountCents: -amount,
          source: "withdrawal",
          createdBy: principal.uid,
        });
        await runAtomic(db, [
          ...claim,
          // "The whole balance" means the balance at the time of the move.
          ...(body.amountCents === undefined ? [cardGuard(db, card.id, card.status, card.balance_cents)] : []),
          ...entry.statements,
          fundingChange(db, now, account.id, amount),
          auditStatement(db, now, {
            type: "card_funds_withdrawn_to_funding_account",
            businessId: card.business_id,
            targetType: "card",
            targetId: card.id,
            actor: target.actor,
            details: { loadId: entry.loadId, amountCents: amount, fundingAccountId: account.id },
          }),
        ]);
        const updated = await fundingAccountOf(db, card.business_id);
        if (!updated) throw noFundingAccount();
        return { card: await cardEntity(db, card.id), fundingAccount: toFundingAccount(updated) };
      }),
    );
  });

  // -------------------------------------------------------------------------------------------
  // New cards
  // -------------------------------------------------------------------------------------------

  /** orderAndShip and virtualCards: one order of new cards, with optional initial loads. */
  const issue = async (
    input: {
      c: SandboxContext;
      db: D1Database;
      now: number;
      principal: Principal;
      businessId: string;
      endpointId: string;
      payload: unknown;
    },
    formFactor: CardFormFactor,
    shippingMethod: ShippingMethod | null,
    specs: readonly NewCard[],
  ) => {
    const { c, db, now } = input;
    const caller = new Caller(db, input.principal);
    const access = await caller.business(input.businessId);
    access.require("orderCard");
    const loading = specs.reduce((sum, spec) => sum + (spec.initialLoadCents ?? 0), 0);
    if (loading > 0) access.require("loadCard");
    const idempotency = await Idempotency.open(c, db, access.business.id, input.endpointId, input.payload);
    return idempotency.run(201, now, async (claim) => {
      const fundingAccount = loading > 0 ? await fundingAccountOf(db, access.business.id) : null;
      if (loading > 0 && !fundingAccount) throw noFundingAccount();
      if (fundingAccount && fundingAccount.balance_cents < loading) {
        throw conflict("insufficient_funds", "The funding account does not have enough money");
      }
      const plan = await issueStatements(db, now, {
        business: { id: access.business.id, name: access.business.name },
        formFactor,
        shippingMethod,
        cards: specs,
        actor: caller.actor,
        fundingAccount,
      });
      await runAtomic(db, [...claim, ...plan.statements]);
      const cardOrder = await orderEntity(db, plan.orderId);
      if (!cardOrder) throw notFound();
      return { cardOrder, cards: await cardsById(db, plan.cardIds) };
    });
  };

  register(app, cards.orderAndShip, ({ c, db, now, principal, params, body }) =>
    issue(
      { c, db, now, principal, businessId: params.id, endpointId: cards.orderAndShip.id, payload: { params, body } },
      "physical",
      body.shippingMethod,
      body.cards.map((card) => ({
        holder: { firstName: card.firstName, lastName: card.lastName, email: card.email, phone: card.phone },
        address: card.address,
        initialLoadCents: card.initialLoadCents,
        color: card.color,
      })),
    ),
  );

  register(app, cards.createVirtualCards, ({ c, db, now, principal, params, body }) =>
    issue(
      { c, db, now, principal, businessId: params.id, endpointId: cards.createVirtualCards.id, payload: { params, body } },
      "virtual",
      null,
      body.cards.map((card) => ({
        holder: { firstName: card.firstName, lastName: card.lastName, email: card.email, phone: card.phone },
        initialLoadCents: card.initialLoadCents,
        color: card.color,
      })),
    ),
  );

  // -------------------------------------------------------------------------------------------
  // Tags
  // -------------------------------------------------------------------------------------------

  register(app, cards.tagCards, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    const { cards: found } = await scopedCards(db, caller, access, body.cardIds, "addTagToCard");
    const findTag = () =>
      db
        .prepare(`${TAG_SELECT} WHERE t.business_id = ? AND t.name = ? COLLATE NOCASE ORDER BY t.created_at, t.id LIMIT 1`)
        .bind(access.business.id, body.name)
        .first<TagRow>();
    let tag = await findTag();
    if (!tag) {
      const id = newId("tag");
      await db.batch([
        db
          .prepare(
            "INSERT INTO tags (id, business_id, name, color, amount_cents, created_at) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (business_id, name) DO NOTHING",
          )
          .bind(id, access.business.id, body.name, body.color ?? "", body.amountCents ?? null, iso(now)),
        auditStatement(db, now, {
          type: "tag_created",
          businessId: access.business.id,
          targetType: "tag",
          targetId: id,
          actor: caller.actor,
          details: { name: body.name },
        }),
      ]);
      tag = await findTag();
      if (!tag) throw new Error("The new tag vanished");
    }
    const tagId = tag.id;
    const existing = new Set<string>();
    const linked = await db.batch<{ card_id: string }>(
      chunks([...found.keys()]).map((part) =>
        db.prepare(`SELECT card_id FROM card_tags WHERE tag_id = ? AND card_id IN (${placeholders(part.length)})`).bind(tagId, ...part),
      ),
    );
    for (const result of linked) for (const row of result.results) existing.add(row.card_id);
    const statements: D1PreparedStatement[] = [];
    for (const card of found.values()) {
      if (existing.has(card.id)) continue;
      statements.push(
        db.prepare("INSERT OR IGNORE INTO card_tags (card_id, tag_id, created_at) VALUES (?, ?, ?)").bind(card.id, tagId, iso(now)),
        auditStatement(db, now, {
          type: "card_tag_added",
          businessId: card.business_id,
          targetType: "card",
          targetId: card.id,
          actor: caller.actor,
          details: { tagId, name: tag.name },
        }),
      );
    }
    if (statements.length > 0) await db.batch(statements);
    const fresh = await db.prepare(`${TAG_SELECT} WHERE t.id = ?`).bind(tagId).first<TagRow>();
    if (!fresh) throw notFound();
    return { tag: toTag(fresh) };
  });

  register(app, cards.removeTag, async ({ db, now, principal, params }) => {
    const target = await cardFor(db, principal, params.id, "forbid");
    target.require("deleteTagFromCard");
    const tag = await db
      .prepare("SELECT t.id, t.name FROM card_tags ct JOIN tags t ON t.id = ct.tag_id WHERE ct.card_id = ? AND ct.tag_id = ?")
      .bind(target.card.id, params.tagId)
      .first<{ id: string; name: string }>();
    if (!tag) throw notFound();
    try {
      await runAtomic(db, [
        guard(db, "EXISTS (SELECT 1 FROM card_tags WHERE card_id = ? AND tag_id = ?)", target.card.id, tag.id),
        db.prepare("DELETE FROM card_tags WHERE card_id = ? AND tag_id = ?").bind(target.card.id, tag.id),
        auditStatement(db, now, {
          type: "card_tag_removed",
          businessId: target.card.business_id,
          targetType: "card",
          targetId: target.card.id,
          actor: target.actor,
          details: { tagId: tag.id, name: tag.name },
        }),
      ]);
    } catch (error) {
      if (error instanceof StaleState) throw notFound();
      throw error;
    }
    return null;
  });

  // -------------------------------------------------------------------------------------------
  // Spend rules on cards
  // -------------------------------------------------------------------------------------------

  /** Applies (attach) or removes a spend rule on cards, recording the card activity for each change. */
  const spendRuleLinks =
    (attach: boolean) =>
    async (input: { db: D1Database; now: number; principal: Principal; ruleId: string; cardIds: readonly string[] }) => {
      const { db, now } = input;
      const rule = await db
        .prepare("SELECT id, business_id, name, type FROM spend_rules WHERE id = ?")
        .bind(input.ruleId)
        .first<{ id: string; business_id: string; name: string; type: "velocity" | "merchant_allow" | "merchant_block" }>();
      if (!rule) throw notFound();
      const caller = new Caller(db, input.principal);
      const access = await caller.business(rule.business_id);
      const { cards: found } = await scopedCards(db, caller, access, input.cardIds, "modifySpendRule");
      const linked = new Set<string>();
      const results = await db.batch<{ card_id: string }>(
        chunks([...found.keys()]).map((part) =>
          db
            .prepare(`SELECT card_id FROM card_spend_rules WHERE spend_rule_id = ? AND card_id IN (${placeholders(part.length)})`)
            .bind(rule.id, ...part),
        ),
      );
      for (const result of results) for (const row of result.results) linked.add(row.card_id);
      const merchant = rule.type !== "velocity";
      const type = attach
        ? merchant
          ? ("card_merchant_rule_added" as const)
          : ("card_spend_rule_added" as const)
        : merchant
          ? ("card_merchant_rule_removed" as const)
          : ("card_spend_rule_removed" as const);
      const statements: D1PreparedStatement[] = [];
      for (const card of found.values()) {
        if (linked.has(card.id) === attach) continue;
        statements.push(
          attach
            ? db
                .prepare("INSERT OR IGNORE INTO card_spend_rules (card_id, spend_rule_id, created_at) VALUES (?, ?, ?)")
                .bind(card.id, rule.id, iso(now))
            : db.prepare("DELETE FROM card_spend_rules WHERE card_id = ? AND spend_rule_id = ?").bind(card.id, rule.id),
          auditStatement(db, now, {
            type,
            businessId: card.business_id,
            targetType: "card",
            targetId: card.id,
            actor: caller.actor,
            details: { spendRuleId: rule.id, name: rule.name, ruleType: rule.type },
          }),
        );
      }
      if (statements.length > 0) await db.batch(statements);
      const spendRule = await spendRuleEntity(db, rule.id);
      if (!spendRule) throw notFound();
      return { spendRule };
    };

  const attach = spendRuleLinks(true);
  const detach = spendRuleLinks(false);
  register(app, cards.attachSpendRule, ({ db, now, principal, params, body }) =>
    attach({ db, now, principal, ruleId: params.id, cardIds: body.cardIds }),
  );
  register(app, cards.detachSpendRule, ({ db, now, principal, params, body }) =>
    detach({ db, now, principal, ruleId: params.id, cardIds: body.cardIds }),
  );
}
