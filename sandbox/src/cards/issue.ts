/**
 * New cards and card orders (docs/decisions/0030-card-lifecycle.md): ordering physical cards,
 * issuing virtual ones, and replacing a card (reissue). Each builds the statements of one atomic
 * batch: the order, the cards, their optional initial loads from the funding account, the audit
 * rows and, for virtual cards, the e-mail to the holder.
 */
import type { Address } from "#contract/entities";
import { reissuedStatus } from "#domain/cards";
import { pickDefaultCardColor } from "#domain/constants";
import type { CardFormFactor, CardStatus, ShippingMethod } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import { DAY, iso } from "#sandbox/clock";
import { randomDigits, randomInt } from "#sandbox/crypto";
import { runAtomic } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { conflict, notFound } from "#sandbox/http/errors";
import { newCardId, newId } from "#sandbox/ids";
import { expirationFrom } from "#sandbox/seed/cards";
import { holderLanguage, virtualCardMail } from "./holder-mail";
import { cardEntry, cardGuard, type FundingAccountRow, fundingAccountOf, fundingChange, noFundingAccount } from "./ledger";
import { type CardRow, cardsInOrder, orderEntity } from "./rows";

export type Holder = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string | undefined;
  /** The business's choice of language for the holder's e-mails (ADR 0151). */
  language?: LanguageCode | undefined;
};

export type NewCard = {
  holder: Holder;
  address?: Address;
  initialLoadCents?: number | undefined;
  color?: string | undefined;
};

/** Days from order to the first processing step and to shipping; then transit days per method. */
export const ORDER_PROCESSING_AFTER_MS = DAY;
export const ORDER_SHIPPING_AFTER_MS = 2 * DAY;

const holderNameKey = (holder: { firstName: string; lastName: string }) => `${holder.firstName} ${holder.lastName}`.toLowerCase();

/** A blank or missing colour gets one of the default colours. */
export const cardColor = (color: string | undefined) => (color ? color : pickDefaultCardColor(randomInt(2 ** 31)));

function orderStatement(
  db: D1Database,
  now: number,
  order: {
    id: string;
    businessId: string;
    formFactor: CardFormFactor;
    shippingMethod: ShippingMethod | null;
    address: Address | null;
    createdBy: string | null;
  },
): D1PreparedStatement {
  const physical = order.formFactor === "physical";
  return db
    .prepare(
      `INSERT INTO card_orders (id, business_id, status, form_factor, shipping_method, tracking_number, address_json, created_by, created_at, shipped_at, next_step_at)
       VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, NULL, ?)`,
    )
    .bind(
      order.id,
      order.businessId,
      physical ? "ordered" : "delivered",
      order.formFactor,
      physical ? order.shippingMethod : null,
      order.address ? JSON.stringify(order.address) : null,
      order.createdBy,
      iso(now),
      physical ? iso(now + ORDER_PROCESSING_AFTER_MS) : null,
    );
}

function cardInsert(
  db: D1Database,
  now: number,
  card: {
    id: string;
    businessId: string;
    formFactor: CardFormFactor;
    status: CardStatus;
    color: string;
    holder: Holder;
    cardholderId: string | null;
    replacesCardId: string | null;
  },
): D1PreparedStatement {
  const at = iso(now);
  return db
    .prepare(
      `INSERT INTO cards (id, business_id, form_factor, status, last6, expiration, balance_cents, pin_set, color, holder_first_name,
         holder_last_name, holder_name_key, holder_email, holder_phone, holder_language, cardholder_id, replaces_card_id, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 0, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .bind(
      card.id,
      card.businessId,
      card.formFactor,
      card.status,
      randomDigits(6),
      expirationFrom(now, 3),
      card.color,
      card.holder.firstName,
      card.holder.lastName,
      holderNameKey(card.holder),
      card.holder.email.toLowerCase(),
      card.holder.phone ?? null,
      card.holder.language ?? null,
      card.cardholderId,
      card.replacesCardId,
      at,
      at,
    );
}

export type IssueRequest = {
  business: { id: string; name: string };
  formFactor: CardFormFactor;
  shippingMethod: ShippingMethod | null;
  cards: readonly NewCard[];
  actor: Actor;
  /** Required when any card has an initial load. */
  fundingAccount: FundingAccountRow | null;
};

/** The statements of one order of new cards; the ids are known before the batch runs. */
export async function issueStatements(
  db: D1Database,
  now: number,
  request: IssueRequest,
): Promise<{ orderId: string; cardIds: string[]; statements: D1PreparedStatement[] }> {
  const orderId = newId("ord");
  const createdBy = request.actor.type === "user" ? request.actor.id : null;
  const statements: D1PreparedStatement[] = [
    orderStatement(db, now, {
      id: orderId,
      businessId: request.business.id,
      formFactor: request.formFactor,
      shippingMethod: request.shippingMethod,
      address: request.formFactor === "physical" ? (request.cards[0]?.address ?? null) : null,
      createdBy,
    }),
  ];
  const cardIds: string[] = [];
  let loaded = 0;
  for (const spec of request.cards) {
    const id = newCardId();
    cardIds.push(id);
    statements.push(
      cardInsert(db, now, {
        id,
        businessId: request.business.id,
        formFactor: request.formFactor,
        status: request.formFactor === "physical" ? "active" : "inactive",
        color: cardColor(spec.color),
        holder: spec.holder,
        // Never linked to an existing account here: the holder links it themselves (ADR 0097).
        cardholderId: null,
        replacesCardId: null,
      }),
      db
        .prepare("INSERT INTO card_order_items (order_id, card_id, address_json) VALUES (?, ?, ?)")
        .bind(orderId, id, spec.address ? JSON.stringify(spec.address) : null),
      auditStatement(db, now, {
        type: "card_order_placed",
        businessId: request.business.id,
        targetType: "card",
        targetId: id,
        actor: request.actor,
        details: { orderId, formFactor: request.formFactor, shippingMethod: request.shippingMethod },
      }),
    );
    if (spec.initialLoadCents) {
      const entry = cardEntry(db, now, {
        businessId: request.business.id,
        cardId: id,
        amountCents: spec.initialLoadCents,
        source: "funding_account",
        createdBy,
      });
      loaded += spec.initialLoadCents;
      statements.push(
        ...entry.statements,
        auditStatement(db, now, {
          type: "card_funds_loaded",
          businessId: request.business.id,
          targetType: "card",
          targetId: id,
          actor: request.actor,
          details: { loadId: entry.loadId, amountCents: spec.initialLoadCents },
        }),
      );
    }
    if (request.formFactor === "virtual") {
      const language = await holderLanguage(db, { cardholderId: null, email: spec.holder.email, chosen: spec.holder.language });
      statements.push(mailStatement(db, now, virtualCardMail(spec.holder, request.business.name, false, language)));
    }
  }
  if (loaded > 0) {
    if (!request.fundingAccount) throw new Error("An initial load needs the funding account");
    statements.push(fundingChange(db, now, request.fundingAccount.id, -loaded));
  }
  return { orderId, cardIds, statements };
}

/** What the initial loads of new cards take from the funding account. */
export const initialLoadTotal = (cards: readonly NewCard[]) => cards.reduce((sum, card) => sum + (card.initialLoadCents ?? 0), 0);

/** One order of new cards with their initial loads, written in one batch after the idempotency claim. */
export async function orderCards(
  db: D1Database,
  now: number,
  request: Omit<IssueRequest, "fundingAccount">,
  claim: readonly D1PreparedStatement[],
) {
  const loading = initialLoadTotal(request.cards);
  const fundingAccount = loading > 0 ? await fundingAccountOf(db, request.business.id) : null;
  if (loading > 0 && !fundingAccount) throw noFundingAccount();
  if (fundingAccount && fundingAccount.balance_cents < loading) {
    throw conflict("insufficient_funds", "The funding account does not have enough money");
  }
  const plan = await issueStatements(db, now, { ...request, fundingAccount });
  await runAtomic(db, [...claim, ...plan.statements]);
  const cardOrder = await orderEntity(db, plan.orderId);
  if (!cardOrder) throw notFound();
  return { cardOrder, cards: await cardsInOrder(db, plan.cardIds) };
}

export type ReissueRequest = {
  old: CardRow;
  organizationName: string;
  /** The business's choice for the holder, carried to the new card, and the language of their e-mails. */
  chosenLanguage: LanguageCode | null;
  holderLanguage: LanguageCode;
  formFactor: CardFormFactor;
  shippingMethod: ShippingMethod | null;
  address: Address | null;
  actor: Actor;
};

/**
 * Replacing a card: a new card (new id, last six digits and expiry) for the same holder, account,
 * colour, tags, spend rules, autoloads and metadata, shipped (or e-mailed) in a new order; the old
 * card's balance moves to it as a card-to-card ledger pair and the old card is closed. Guarded on
 * the old card's status and balance, so a concurrent purchase makes the batch retry.
 */
export function reissueStatements(db: D1Database, now: number, request: ReissueRequest) {
  const { old } = request;
  const newCardIdValue = newCardId();
  const orderId = newId("ord");
  const at = iso(now);
  const createdBy = request.actor.type === "user" ? request.actor.id : null;
  const statements: D1PreparedStatement[] = [
    cardGuard(db, old.id, old.status, old.balance_cents),
    orderStatement(db, now, {
      id: orderId,
      businessId: old.business_id,
      formFactor: request.formFactor,
      shippingMethod: request.shippingMethod,
      address: request.address,
      createdBy,
    }),
    cardInsert(db, now, {
      id: newCardIdValue,
      businessId: old.business_id,
      formFactor: request.formFactor,
      status: reissuedStatus(old.status),
      color: old.color,
      holder: {
        firstName: old.holder_first_name,
        lastName: old.holder_last_name,
        email: old.holder_email,
        phone: old.holder_phone ?? undefined,
        language: request.chosenLanguage ?? undefined,
      },
      cardholderId: old.cardholder_id,
      replacesCardId: old.id,
    }),
    db
      .prepare("INSERT INTO card_order_items (order_id, card_id, address_json) VALUES (?, ?, ?)")
      .bind(orderId, newCardIdValue, request.address ? JSON.stringify(request.address) : null),
  ];
  const balance = old.balance_cents;
  if (balance > 0) {
    const out = cardEntry(db, now, {
      businessId: old.business_id,
      cardId: old.id,
      amountCents: -balance,
      source: "card_transfer",
      createdBy,
    });
    const into = cardEntry(db, now, {
      businessId: old.business_id,
      cardId: newCardIdValue,
      amountCents: balance,
      source: "card_transfer",
      createdBy,
    });
    statements.push(...out.statements, ...into.statements);
  }
  statements.push(
    db.prepare("UPDATE cards SET status = 'closed', updated_at = ? WHERE id = ?").bind(at, old.id),
    db
      .prepare("INSERT INTO card_tags (card_id, tag_id, created_at) SELECT ?, tag_id, ? FROM card_tags WHERE card_id = ?")
      .bind(newCardIdValue, at, old.id),
    db
      .prepare(
        "INSERT INTO card_spend_rules (card_id, spend_rule_id, created_at) SELECT ?, spend_rule_id, ? FROM card_spend_rules WHERE card_id = ?",
      )
      .bind(newCardIdValue, at, old.id),
    db
      .prepare(
        "INSERT INTO autoload_members (autoload_id, card_id, added_at) SELECT autoload_id, ?, ? FROM autoload_members WHERE card_id = ?",
      )
      .bind(newCardIdValue, at, old.id),
    db.prepare("DELETE FROM autoload_members WHERE card_id = ?").bind(old.id),
    db
      .prepare(
        "INSERT INTO metadata (business_id, target_type, target_id, key, value, updated_at) SELECT business_id, 'card', ?, key, value, ? FROM metadata WHERE target_type = 'card' AND target_id = ?",
      )
      .bind(newCardIdValue, at, old.id),
  );
  const audit = (cardId: string, type: Parameters<typeof auditStatement>[2]["type"], details: Record<string, string | number | null>) =>
    auditStatement(db, now, { type, businessId: old.business_id, targetType: "card", targetId: cardId, actor: request.actor, details });
  statements.push(
    audit(old.id, "card_reissued", { newCardId: newCardIdValue, orderId }),
    audit(newCardIdValue, "card_reissued", { replacesCardId: old.id, orderId }),
    audit(newCardIdValue, "card_order_placed", { orderId, formFactor: request.formFactor, shippingMethod: request.shippingMethod }),
  );
  if (balance > 0) {
    statements.push(
      audit(old.id, "card_funds_transferred", { fromCardId: old.id, toCardId: newCardIdValue, amountCents: balance }),
      audit(newCardIdValue, "card_funds_transferred", { fromCardId: old.id, toCardId: newCardIdValue, amountCents: balance }),
    );
  }
  statements.push(audit(old.id, "card_closed", { reason: "reissued", newCardId: newCardIdValue }));
  if (request.formFactor === "virtual") {
    statements.push(
      mailStatement(
        db,
        now,
        virtualCardMail(
          { firstName: old.holder_first_name, email: old.holder_email },
          request.organizationName,
          false,
          request.holderLanguage,
        ),
      ),
    );
  }
  return { newCardId: newCardIdValue, orderId, statements };
}
