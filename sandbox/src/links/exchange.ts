/**
 * E-mailed links are exchanged on their first request (review L8, docs/decisions/0246), as reset links
 * are (ADR 0154): one guarded `UPDATE … RETURNING` spends an unspent, unrevoked, unexpired `link` row,
 * and a new random `form` token (stored hashed) takes its place for the same business and subject. Only
 * form tokens open anything afterwards, so a copy of the first URL in a log, a history or a Referer is
 * worthless once the page has been opened. A form token cannot be exchanged again; revoking a subject's
 * links (a newer link) revokes its form tokens too, as they share the subject columns.
 */
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";

export type LinkPurpose = "onboarding" | "beneficial_owner" | "recipient_intake";

/** Why a link cannot be exchanged: no such link (or another business's), spent already, or expired or replaced. */
export type LinkRefusal = "unknown" | "used" | "expired";

export type ExchangedLink = {
  /** The form token: single purpose, for the app's HttpOnly cookie only, never a URL. */
  token: string;
  expiresAt: string;
  /** Seconds until it expires. */
  expiresIn: number;
  purpose: LinkPurpose;
  businessId: string;
  subjectId: string | null;
};

type SpentRow = { purpose: LinkPurpose; business_id: string; subject_id: string | null; expires_at: string };

/**
 * Spends an e-mailed link of one of `purposes` (of `businessId` when given) and returns its form token,
 * which lasts as long as the link had left, or `formTtlMs` when that is shorter.
 */
export async function exchangeLinkToken(
  db: D1Database,
  now: number,
  token: string,
  purposes: readonly LinkPurpose[],
  options: { businessId?: string; formTtlMs?: number } = {},
): Promise<ExchangedLink | LinkRefusal> {
  const hash = await sha256Hex(token);
  const purposeList = purposes.map((_, i) => `?${i + 4}`).join(", ");
  const spent = await db
    .prepare(
      `UPDATE link_tokens SET exchanged_at = ?1
       WHERE token_hash = ?2 AND stage = 'link' AND exchanged_at IS NULL AND revoked_at IS NULL AND expires_at > ?1
         AND (?3 IS NULL OR business_id = ?3) AND purpose IN (${purposeList})
       RETURNING purpose, business_id, subject_id, expires_at`,
    )
    .bind(iso(now), hash, options.businessId ?? null, ...purposes)
    .first<SpentRow>();
  if (!spent) return refusalOf(db, hash, purposes, options.businessId);
  const formToken = randomToken();
  const expiresMs = Math.min(
    Date.parse(spent.expires_at),
    options.formTtlMs === undefined ? Number.POSITIVE_INFINITY : now + options.formTtlMs,
  );
  const expiresAt = iso(expiresMs);
  await db
    .prepare(
      "INSERT INTO link_tokens (token_hash, purpose, business_id, subject_id, created_at, expires_at, stage) VALUES (?, ?, ?, ?, ?, ?, 'form')",
    )
    .bind(await sha256Hex(formToken), spent.purpose, spent.business_id, spent.subject_id, iso(now), expiresAt)
    .run();
  return {
    token: formToken,
    expiresAt,
    expiresIn: Math.max(1, Math.floor((expiresMs - now) / 1000)),
    purpose: spent.purpose,
    businessId: spent.business_id,
    subjectId: spent.subject_id,
  };
}

async function refusalOf(db: D1Database, hash: string, purposes: readonly LinkPurpose[], businessId?: string): Promise<LinkRefusal> {
  const row = await db
    .prepare("SELECT purpose, business_id, stage, exchanged_at FROM link_tokens WHERE token_hash = ?")
    .bind(hash)
    .first<{ purpose: LinkPurpose; business_id: string; stage: string; exchanged_at: string | null }>();
  if (row?.stage !== "link" || !purposes.includes(row.purpose) || (businessId !== undefined && row.business_id !== businessId)) {
    return "unknown";
  }
  return row.exchanged_at !== null ? "used" : "expired";
}
