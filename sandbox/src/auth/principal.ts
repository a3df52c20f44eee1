/** Who is calling: the bearer id token, verified and checked against its session. */
import type { SandboxContext } from "#sandbox/env";
import { unauthorized } from "#sandbox/http/errors";
import { bearerToken } from "#sandbox/http/prelude";
import { type Principal, verifyIdToken } from "./tokens";

export type { Principal };

export async function authenticate(c: SandboxContext, now: number): Promise<Principal> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) throw unauthorized("unauthenticated", "A bearer token is required");
  return verifyIdToken(c.env.DB, c.env, now, token, c.get("session"));
}
