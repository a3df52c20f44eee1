/** Who is calling: the bearer id token, verified and checked against its session. */
import type { AppContext } from "../env";
import { unauthorized } from "../http/errors";
import { type Principal, verifyIdToken } from "./tokens";

export type { Principal };

export async function authenticate(c: AppContext, now: number): Promise<Principal> {
  const header = c.req.header("authorization");
  const match = header ? /^Bearer\s+([A-Za-z0-9_.-]+)$/.exec(header.trim()) : null;
  if (!match?.[1]) throw unauthorized("unauthenticated", "A bearer token is required");
  return verifyIdToken(c.env.DB, c.env, now, match[1]);
}
