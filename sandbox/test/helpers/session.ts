/** A signed-in persona's session for the sandbox tests: one sign-in per test file, persona, realm and clock. */
import { env } from "cloudflare:workers";
import { signin } from "../helpers";

export type Session = { token: string; uid: string };
const sessions = new Map<string, Session>();

/** A new test file signs in again, on its own database (sandbox/test/apply-migrations.ts). */
export function forgetSessions(): void {
  sessions.clear();
}

/**
 * A signed-in persona: one sign-in per test file, persona and sandbox clock offset (id tokens
 * follow the sandbox clock, so a test that advances it gets fresh tokens afterwards).
 */
export async function as(email: string, realm: "business" | "cardholder" = "business"): Promise<Session> {
  const clock = await env.DB.prepare("SELECT offset_ms FROM clock WHERE id = 1").first<{ offset_ms: number }>();
  const key = `${realm}:${email}:${clock?.offset_ms ?? 0}`;
  let session = sessions.get(key);
  if (!session) {
    const tokens = await signin(email, realm);
    session = { token: tokens.idToken, uid: tokens.uid };
    sessions.set(key, session);
  }
  return session;
}
