/**
 * Who may touch a recipient (docs/decisions/0025-sandbox-authorization.md): business users with a
 * role on the recipient's own business; changes need the permission on that business. Anyone else
 * gets 404, exactly like a missing recipient.
 */
import type { Permission } from "#domain/enums";
import { type BusinessAccess, Caller } from "#sandbox/auth/access";
import type { Principal } from "#sandbox/auth/principal";
import type { Actor } from "#sandbox/db/audit";
import { notFound } from "#sandbox/http/errors";
import type { RecipientPrincipal } from "./intake-sign-in";
import { type RecipientRow, readRecipient } from "./rows";

export type RecipientAccess = {
  caller: Caller;
  recipient: RecipientRow;
  access: BusinessAccess;
  actor: Actor;
  require(permission: Permission): void;
};

export async function recipientFor(db: D1Database, principal: Principal, recipientId: string): Promise<RecipientAccess> {
  if (principal.realm !== "business") throw notFound();
  const caller = new Caller(db, principal);
  const recipient = await readRecipient(db, recipientId);
  if (!recipient) throw notFound();
  const access = await caller.business(recipient.business_id);
  return { caller, recipient, access, actor: caller.actor, require: (permission) => access.require(permission) };
}

/**
 * The recipient of a recipient access token, for the calls that accept one (ADR 0105): only their own
 * recipient (`id` = the token's subject, in the token's business); any other id is 404.
 */
export async function ownRecipient(db: D1Database, principal: RecipientPrincipal, recipientId: string): Promise<RecipientRow> {
  if (recipientId !== principal.recipientId) throw notFound();
  const recipient = await readRecipient(db, recipientId);
  if (!recipient || recipient.business_id !== principal.businessId) throw notFound();
  return recipient;
}

/** The audit actor of a recipient acting on their own intake. */
export const recipientActor = (recipient: RecipientRow): Actor => ({ type: "recipient", id: recipient.id });
