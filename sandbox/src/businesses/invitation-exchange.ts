/**
 * The invitation e-mail's link is exchanged on its first request (review L8, docs/decisions/0246), as
 * reset links are (ADR 0154): one guarded `UPDATE … RETURNING` spends the unspent, unrevoked, unexpired
 * link token of a member who is still on the business, and a form token (hashed, 24 hours or what the
 * invitation had left) takes its place; only the form token accepts. The answer says whose invitation it
 * is, which the page shows before the password step (ADR 0247).
 */
import type { z } from "zod";
import type { invitationExchangeSchema } from "#contract/identity";
import { getPasswordHash } from "#sandbox/auth/accounts";
import { HOUR, iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { ApiFailure } from "#sandbox/http/errors";
import { invalidInvitation } from "./members";

/** How long the form token of an opened invitation lasts (never longer than the invitation had left). */
export const INVITATION_FORM_TTL_MS = 24 * HOUR;

const linkUsed = () =>
  new ApiFailure(
    400,
    "invitation_link_used",
    "This invitation link was opened before. Go on in the browser that opened it, or ask for a new invitation.",
  );

type Spent = { user_id: string; business_id: string; invited_by: string; expires_at: string };

export async function exchangeInvitation(db: D1Database, now: number, token: string): Promise<z.infer<typeof invitationExchangeSchema>> {
  const hash = await sha256Hex(token);
  const spent = await db
    .prepare(
      `UPDATE member_invitations SET exchanged_at = ?1
       WHERE token_hash = ?2 AND stage = 'link' AND exchanged_at IS NULL AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?1
         AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = member_invitations.user_id AND m.business_id = member_invitations.business_id)
       RETURNING user_id, business_id, invited_by, expires_at`,
    )
    .bind(iso(now), hash)
    .first<Spent>();
  if (!spent) {
    const row = await db
      .prepare("SELECT stage, exchanged_at FROM member_invitations WHERE token_hash = ?")
      .bind(hash)
      .first<{ stage: string; exchanged_at: string | null }>();
    throw row?.stage === "link" && row.exchanged_at !== null ? linkUsed() : invalidInvitation();
  }
  const formToken = randomToken();
  const expiresMs = Math.min(Date.parse(spent.expires_at), now + INVITATION_FORM_TTL_MS);
  await db
    .prepare(
      "INSERT INTO member_invitations (token_hash, user_id, business_id, invited_by, created_at, expires_at, stage) VALUES (?, ?, ?, ?, ?, ?, 'form')",
    )
    .bind(await sha256Hex(formToken), spent.user_id, spent.business_id, spent.invited_by, iso(now), iso(expiresMs))
    .run();
  const who = await db
    .prepare("SELECT u.email, b.name FROM users u, businesses b WHERE u.id = ? AND b.id = ?")
    .bind(spent.user_id, spent.business_id)
    .first<{ email: string; name: string }>();
  return {
    token: formToken,
    expiresIn: Math.max(1, Math.floor((expiresMs - now) / 1000)),
    businessName: who?.name ?? "",
    email: who?.email ?? "",
    existingAccount: (await getPasswordHash(db, "business", spent.user_id)) !== null,
  };
}
