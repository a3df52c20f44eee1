/**
 * The hosted bank-linking page's state (docs/decisions/0159-hosted-bank-linking-page.md): the link
 * token in the page's address opens it while the token is unexpired and unused; picking an account
 * records it on the token and sends the browser back to the app with the public token and the account;
 * cancelling or an unreachable bank sends it back with only the outcome.
 */
import { iso } from "#sandbox/clock";
import { sha256Hex } from "#sandbox/crypto";
import { LINK_TOKEN_PREFIX, PUBLIC_TOKEN_PREFIX } from "./changes";

type Row = { redirect_uri: string | null; language: string | null; expires_at: string; used_at: string | null };

export type HostedLink =
  | { state: "unknown" }
  | { state: "closed"; language: string | null; redirectUri: string | null }
  | { state: "noReturn"; language: string | null }
  | { state: "open"; language: string | null; redirectUri: string; hash: string; secret: string };

/** What the page's link token opens. */
export async function openHostedLink(db: D1Database, now: number, linkToken: string): Promise<HostedLink> {
  if (!linkToken.startsWith(LINK_TOKEN_PREFIX)) return { state: "unknown" };
  const secret = linkToken.slice(LINK_TOKEN_PREFIX.length);
  const hash = await sha256Hex(secret);
  const row = await db
    .prepare("SELECT redirect_uri, language, expires_at, used_at FROM bank_link_tokens WHERE token_hash = ?")
    .bind(hash)
    .first<Row>();
  if (!row) return { state: "unknown" };
  if (row.used_at !== null || row.expires_at <= iso(now)) return { state: "closed", language: row.language, redirectUri: row.redirect_uri };
  if (!row.redirect_uri) return { state: "noReturn", language: row.language };
  return { state: "open", language: row.language, redirectUri: row.redirect_uri, hash, secret };
}

export type BankLinkOutcome = { bankLink: "linked"; accountId: string } | { bankLink: "cancelled" } | { bankLink: "failed" };

/** The app's address with the outcome: for a picked account, the public token and the account too. */
export function returnAddress(link: { redirectUri: string; secret: string }, outcome: BankLinkOutcome): string {
  const url = new URL(link.redirectUri);
  url.searchParams.set("bankLink", outcome.bankLink);
  if (outcome.bankLink === "linked") {
    url.searchParams.set("publicToken", `${PUBLIC_TOKEN_PREFIX}${link.secret}`);
    url.searchParams.set("accountId", outcome.accountId);
  }
  return url.toString();
}

/** Where an unusable page's "Go back" leads: the app, told the linking failed. */
export function failedAddress(redirectUri: string | null): string | null {
  if (!redirectUri) return null;
  const url = new URL(redirectUri);
  url.searchParams.set("bankLink", "failed");
  return url.toString();
}

/** Records the picked account; false when the token was used or expired meanwhile. */
export async function chooseAccount(db: D1Database, now: number, hash: string, accountId: string): Promise<boolean> {
  const result = await db
    .prepare("UPDATE bank_link_tokens SET chosen_account_id = ? WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?")
    .bind(accountId, hash, iso(now))
    .run();
  return result.meta.changes === 1;
}
