/** Who is calling: the bearer id token, verified and checked against its session. */
import type { AppContext } from "../env";
import { unauthorized } from "../http/errors";
import { bearerToken } from "../http/prelude";
import { type Principal, verifyIdToken } from "./tokens";

export type { Principal };

export async function authenticate(c: AppContext, now: number): Promise<Principal> {
  const token = bearerToken(c.req.header("authorization"));
  if (!token) throw unauthorized("unauthenticated", "A bearer token is required");
  return verifyIdToken(c.env.DB, c.env, now, token, c.get("session"));
}
