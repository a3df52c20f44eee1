/**
 * Who may touch a card (docs/decisions/0025-sandbox-authorization.md, 0030-card-lifecycle.md):
 * business users with a role on the card's business (changes need the permission), and the
 * cardholder the card is linked to where an endpoint allows it. Anyone else gets 404, exactly like
 * a missing card. List endpoints on a top-level business also cover its programs (`listScope`).
 * A program-scope user never reaches the top-level business's own cards (ADR 0095).
 */
import type { Permission } from "#domain/enums";
import { isProgramScopeFallback } from "#domain/permissions";
import { type BusinessAccess, Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import type { Actor } from "#sandbox/db/audit";
import { forbidden, notFound } from "#sandbox/http/errors";
import { type CardRow, readCard, readCards } from "./rows";

export type CardAccess = {
  caller: Caller;
  card: CardRow;
  /** The business user's access to the card's business; null for the linked cardholder. */
  access: BusinessAccess | null;
  actor: Actor;
  /** 403 unless the caller holds the permission (business user) or is the allowed linked cardholder. */
  require(permission: Permission): void;
};

/**
 * Loads a card for the caller. `cardholder`: whether the linked cardholder may use the endpoint
 * ("allow"), sees the card but may not change it this way ("forbid": 403), or is treated as a
 * stranger ("hide": 404).
 */
export async function cardFor(
  db: D1Database,
  principal: Principal,
  cardId: string,
  cardholder: "allow" | "forbid" | "hide",
): Promise<CardAccess> {
  const caller = new Caller(db, principal);
  const card = await readCard(db, cardId);
  if (!card) throw notFound();
  if (principal.realm === "cardholder") {
    if (card.cardholder_id !== principal.uid || cardholder === "hide") throw notFound();
    return {
      caller,
      card,
      access: null,
      actor: caller.actor,
      require: (permission) => {
        if (cardholder !== "allow") throw forbidden(permission);
      },
    };
  }
  const access = await caller.business(card.business_id);
  // A program-scope user's fallback role on the top-level business serves the forced top-level
  // screens only: the top-level business's own cards stay hidden, as in its lists (ADR 0095).
  if (isProgramScopeFallback(access.ctx, card.business_id)) throw notFound();
  return { caller, card, access, actor: caller.actor, require: (permission) => access.require(permission) };
}

export type ScopeBusiness = { id: string; name: string; parentId: string | null };

/**
 * The businesses a list on `access.business` covers: a program covers itself; a top-level business
 * covers itself and its programs (a program-scope user: only the programs they hold a role on).
 * `programId` narrows a top-level list to one of those programs (else 404).
 */
export function listScope(access: BusinessAccess, programId?: string): ScopeBusiness[] {
  const self: ScopeBusiness = { id: access.business.id, name: access.business.name, parentId: access.business.parent_id };
  if (self.parentId !== null) {
    if (programId !== undefined && programId !== self.id) throw notFound();
    return [self];
  }
  const results = access.children;
  const programScope = access.ctx.userScope === "program";
  const held = new Set(access.ctx.userRoles.map((r) => r.businessId));
  const programs = results.filter((p) => !programScope || held.has(p.id)).map((p) => ({ id: p.id, name: p.name, parentId: p.parent_id }));
  if (programId !== undefined) {
    const program = programs.find((p) => p.id === programId);
    if (!program) throw notFound();
    return [program];
  }
  return programScope ? programs : [self, ...programs];
}

export type ScopedCards = {
  cards: Map<string, CardRow>;
  /** The caller's access to each card's business. */
  accessOf: Map<string, BusinessAccess>;
};

/**
 * The cards a business-path call names: each must exist and belong to `access.business` or (when it
 * is top-level) one of its programs the caller can see; otherwise 404, like a missing card. Every
 * card's business must grant `permission` (403). `read`: the cards already read with the access check.
 */
export async function scopedCards(
  db: D1Database,
  caller: Caller,
  access: BusinessAccess,
  cardIds: readonly string[],
  permission: Permission,
  read?: Map<string, CardRow>,
): Promise<ScopedCards> {
  const scope = listScope(access);
  const inScope = new Set(scope.map((b) => b.id));
  const cards = read ?? (await readCards(db, cardIds));
  const accessOf = new Map<string, BusinessAccess>([[access.business.id, access]]);
  for (const id of cardIds) {
    const card = cards.get(id);
    if (!card || !inScope.has(card.business_id)) throw notFound();
  }
  for (const businessId of new Set([...cards.values()].map((c) => c.business_id))) {
    if (!accessOf.has(businessId)) accessOf.set(businessId, await caller.business(businessId));
  }
  for (const businessAccess of accessOf.values()) businessAccess.require(permission);
  return { cards, accessOf };
}
