import { z } from "zod";
import { roles, scopes, viewTypes } from "#domain/enums";
import { clearCookie, setCookie } from "./cookies";
import { type Secrets, seal, unseal } from "./sealed-cookie.server";
import { ABSOLUTE_TIMEOUT_MS, IDLE_TIMEOUT_MS } from "./timeouts";

/**
 * The session: an encrypted `__Host-` cookie holding the provider tokens and the user's business
 * context. Nothing in it ever reaches loader data or the browser's JavaScript (HttpOnly).
 */

export const SESSION_COOKIE = "__Host-session";
/** lastSeenAt is written back at most this often, so most responses don't reset the cookie. */
const TOUCH_INTERVAL_MS = 60 * 1000;

const businessContextSchema = z.object({
  topLevelBusinessId: z.string(),
  topLevelBusinessName: z.string(),
  /** The name the header shows: the program's name in singleProgram view (spec section 4). */
  displayName: z.string(),
  userRoles: z.array(z.object({ businessId: z.string(), role: z.enum(roles) })),
  userScope: z.enum(scopes),
  viewType: z.enum(viewTypes),
  isEligibleForOnDemand: z.boolean(),
  developerToolsEnabled: z.boolean(),
});
export type BusinessContext = z.infer<typeof businessContextSchema>;

export const sessionSchema = z.object({
  v: z.literal(1),
  /** Random id, new at every sign-in (rotation). */
  id: z.string(),
  realm: z.enum(["business", "cardholder"]),
  uid: z.string(),
  idToken: z.string(),
  /** Epoch seconds. */
  idTokenExp: z.number(),
  refreshToken: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number(),
  lastSeenAt: z.number(),
  business: businessContextSchema.nullable(),
  /** The landing route of this user (spec section 4), where "Home" goes. */
  home: z.string(),
  /** Signed in through a branded cardholder portal (its brand path), for the sign-out landing. */
  brandPath: z.string().nullable(),
});
export type Session = z.infer<typeof sessionSchema>;

export type SessionEnd = "idle" | "absolute";

export function sessionExpiresAt(session: Session): number {
  return Math.min(session.lastSeenAt + IDLE_TIMEOUT_MS, session.createdAt + ABSOLUTE_TIMEOUT_MS);
}

/** Why a session is no longer valid at `now`, or null while it is. */
export function sessionEnded(session: Session, now: number): SessionEnd | null {
  if (now >= session.createdAt + ABSOLUTE_TIMEOUT_MS) return "absolute";
  if (now >= session.lastSeenAt + IDLE_TIMEOUT_MS) return "idle";
  return null;
}

export function needsTouch(session: Session, now: number): boolean {
  return now - session.lastSeenAt >= TOUCH_INTERVAL_MS;
}

export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function readSessionCookie(value: string | null, secrets: Secrets): Promise<Session | null> {
  if (!value) return null;
  const parsed = sessionSchema.safeParse(await unseal(value, secrets, SESSION_COOKIE));
  return parsed.success ? parsed.data : null;
}

export async function sessionCookieHeader(session: Session, secrets: Secrets): Promise<string> {
  const maxAge = (session.createdAt + ABSOLUTE_TIMEOUT_MS - Date.now()) / 1000;
  return setCookie(SESSION_COOKIE, await seal(session, secrets, SESSION_COOKIE), { maxAge });
}

export const clearSessionCookie = () => clearCookie(SESSION_COOKIE);
