/** Identity routes: sign-in, refresh, sign-out, password reset confirmation, JWKS. */
import type { Hono } from "hono";
import { identity } from "#contract/identity";
import { findAccount, getPasswordHash, setPasswordStatement } from "#sandbox/auth/accounts";
import { publicJwks } from "#sandbox/auth/keys";
import { sendAddressCode } from "#sandbox/auth/otp";
import { confirmPasswordReset, exchangePasswordReset } from "#sandbox/auth/password-reset";
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from "#sandbox/auth/passwords";
import { accountBucket, clientOf, reserveSignInAttempt } from "#sandbox/auth/rate-limit";
import { refreshSession, revokeByRefreshToken, signOut, startSession } from "#sandbox/auth/tokens";
import { exchangeInvitation } from "#sandbox/businesses/invitation-exchange";
import { acceptInvitation } from "#sandbox/businesses/members";
import { iso } from "#sandbox/clock";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, tooManyRequests } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

export function identityRoutes(app: Hono<SandboxHono>): void {
  register(app, identity.signin, async ({ c, db, env, now, body }) => {
    const account = await findAccount(db, body.realm, body.identifier);
    const bucket = accountBucket(body.realm, account?.id ?? null, body.identifier);
    // Reserved before the password work, so parallel guesses cannot pass the hour's limit (ADR 0098);
    // per account and client, account and client (ADR 0244).
    const attempt = await reserveSignInAttempt(db, now, bucket, clientOf(c.req.header("x-client-address")));
    if (!attempt) throw tooManyRequests("too_many_attempts", "Too many failed attempts. Try again later.");
    const stored = account ? await getPasswordHash(db, body.realm, account.id) : null;
    const ok = stored ? await verifyPassword(body.password, stored) : await verifyNothing(body.password);
    if (!ok || !account) throw new ApiFailure(401, "invalid_credentials", "Wrong e-mail, phone or password");
    await attempt.release();
    // A hash from before today's cost is replaced now that the password is at hand (ADR 0201).
    if (stored && needsRehash(stored)) {
      await setPasswordStatement(db, body.realm, account.id, await hashPassword(body.password), iso(now)).run();
    }
    return startSession(db, env, now, account, "password");
  });

  register(app, identity.sendAddressCode, async ({ db, now, body }) => {
    await sendAddressCode(db, now, body.realm, body.email, body.language ?? "en");
    return { accepted: true as const };
  });

  register(app, identity.refresh, ({ db, env, now, body }) => refreshSession(db, env, now, body.refreshToken));

  register(app, identity.signout, async ({ db, now, principal }) => {
    await signOut(db, now, principal);
    return null;
  });

  register(app, identity.revoke, async ({ db, now, body }) => {
    await revokeByRefreshToken(db, now, body.refreshToken);
    return null;
  });

  register(app, identity.exchangePasswordReset, ({ db, now, body }) => exchangePasswordReset(db, now, body.token));

  register(app, identity.confirmPasswordReset, async ({ db, now, body }) => {
    await confirmPasswordReset(db, now, body.token, body.password);
    return null;
  });

  register(app, identity.exchangeInvitation, ({ db, now, body }) => exchangeInvitation(db, now, body.token));

  register(app, identity.acceptInvitation, ({ db, env, now, body }) => acceptInvitation(db, env, now, body.token, body.password));

  register(app, identity.jwks, async ({ c, db, now }) => {
    c.header("Cache-Control", "public, max-age=300");
    return publicJwks(db, now);
  });
}
