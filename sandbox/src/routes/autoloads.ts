/**
 * Autoloads group of spec section 7 (contract/autoloads.ts); the rules and SQL live in
 * sandbox/src/autoloads/. Permissions per business (ADR 0025, 0096): an autoload, like a card, exists
 * for a caller only with a role on its business (else 404), and each change needs its permission
 * (403): createAutoload, modifyAutoload, cancelAutoload, addCardsToAutoload, deleteCardsFromAutoload.
 */
import type { Hono } from "hono";
import { autoloads } from "#contract/autoloads";
import { isProgramScopeFallback } from "#domain/permissions";
import { type BusinessAccess, Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import { addMembers, createAutoload, removeMembers, updateAutoload } from "#sandbox/autoloads/changes";
import { type AutoloadRow, autoloadDetails, listAutoloadRows, readAutoload, toAutoload } from "#sandbox/autoloads/rows";
import { scopedCards } from "#sandbox/cards/access";
import { Idempotency } from "#sandbox/cards/idempotency";
import type { CardRow } from "#sandbox/cards/rows";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

type AutoloadAccess = { caller: Caller; row: AutoloadRow; access: BusinessAccess };

/** The autoload and the caller's access to its business; 404 for a stranger, like a missing autoload. */
async function autoloadFor(db: D1Database, principal: Principal, id: string): Promise<AutoloadAccess> {
  const caller = new Caller(db, principal);
  const row = await readAutoload(db, id);
  if (!row) throw notFound();
  const access = await caller.business(row.business_id);
  if (isProgramScopeFallback(access.ctx, row.business_id)) throw notFound();
  return { caller, row, access };
}

/** The named cards, each of the autoload's own business (another business's card is not found). */
async function cardsOf(
  db: D1Database,
  target: Pick<AutoloadAccess, "caller" | "access">,
  cardIds: readonly string[],
  permission: "addCardsToAutoload" | "deleteCardsFromAutoload",
): Promise<CardRow[]> {
  if (cardIds.length === 0) return [];
  const { cards } = await scopedCards(db, target.caller, target.access, cardIds, permission);
  const list = [...cards.values()];
  if (list.some((card) => card.business_id !== target.access.business.id)) throw notFound();
  return list;
}

export function autoloadRoutes(app: Hono<SandboxHono>): void {
  register(app, autoloads.listAutoloads, async ({ db, principal, params, query }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.businessId);
    if (isProgramScopeFallback(access.ctx, access.business.id)) return { autoloads: [], nextCursor: null };
    const page = await listAutoloadRows(db, access.business.id, query);
    return { autoloads: page.items.map(toAutoload), nextCursor: page.nextCursor };
  });

  register(app, autoloads.createAutoload, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.businessId);
    if (isProgramScopeFallback(access.ctx, access.business.id)) throw notFound();
    access.require("createAutoload");
    const cards = await cardsOf(db, { caller, access }, body.cardIds, "addCardsToAutoload");
    const idempotency = await Idempotency.open(c, db, access.business.id, autoloads.createAutoload.id, { params, body });
    return idempotency.run(201, now, async (claim) => {
      const id = await createAutoload(db, now, { ...body, businessId: access.business.id, cards }, caller.actor, claim);
      const row = await readAutoload(db, id);
      if (!row) throw notFound();
      return autoloadDetails(db, row);
    });
  });

  register(app, autoloads.getAutoload, async ({ db, principal, params, query }) => {
    const { row } = await autoloadFor(db, principal, params.autoloadProfileId);
    return autoloadDetails(db, row, query);
  });

  register(app, autoloads.updateAutoload, async ({ db, now, principal, params, body }) => {
    const target = await autoloadFor(db, principal, params.autoloadProfileId);
    const { status, ...changes } = body;
    if (status === "cancelled") target.access.require("cancelAutoload");
    if (Object.values(changes).some((v) => v !== undefined) || status === undefined) target.access.require("modifyAutoload");
    await updateAutoload(db, now, target.row, body, target.caller.actor);
    const row = await readAutoload(db, target.row.id);
    if (!row) throw notFound();
    return autoloadDetails(db, row);
  });

  register(app, autoloads.addMembers, async ({ db, now, principal, params, body }) => {
    const target = await autoloadFor(db, principal, params.id);
    target.access.require("addCardsToAutoload");
    const cards = await cardsOf(db, target, body.cardIds, "addCardsToAutoload");
    await addMembers(db, now, target.row, cards, target.caller.actor);
    const row = await readAutoload(db, target.row.id);
    if (!row) throw notFound();
    return autoloadDetails(db, row);
  });

  register(app, autoloads.removeMembers, async ({ db, now, principal, params, body }) => {
    const target = await autoloadFor(db, principal, params.id);
    target.access.require("deleteCardsFromAutoload");
    const cards = await cardsOf(db, target, body.cardIds, "deleteCardsFromAutoload");
    await removeMembers(
      db,
      now,
      target.row,
      cards.map((c) => c.id),
      target.caller.actor,
    );
    const row = await readAutoload(db, target.row.id);
    if (!row) throw notFound();
    return autoloadDetails(db, row);
  });
}
