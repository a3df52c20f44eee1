import { env } from "cloudflare:workers";
import { createLocalJWKSet, decodeJwt, type JSONWebKeySet, jwtVerify } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import type { Tokens } from "#contract/identity";
import { CARDHOLDER_IDS, DEMO_PASSWORD, USER_IDS } from "#sandbox/seed/personas";
import { advanceClock, call, mailTo, seedSmall, signin } from "./helpers";

beforeAll(seedSmall);

describe("sign-in", () => {
  it("signs a business user in by e-mail and returns tokens", async () => {
    const tokens = await signin("admin@harbor.test");
    expect(tokens).toMatchObject({ uid: USER_IDS.harborAdmin, realm: "business", expiresIn: 900 });
    expect(tokens.refreshToken.length).toBeGreaterThanOrEqual(40);
    const claims = decodeJwt(tokens.idToken);
    expect(claims).toMatchObject({ iss: env.SANDBOX_ISSUER, aud: "beacon-app", sub: USER_IDS.harborAdmin, realm: "business" });
    expect(typeof claims.sid).toBe("string");
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(900);
  });

  it("signs a business user in by phone, and cardholders by e-mail or phone", async () => {
    expect((await signin("5550100100")).uid).toBe(USER_IDS.harborAdmin);
    expect((await signin("maria@cardholder.test", "cardholder")).uid).toBe(CARDHOLDER_IDS.maria);
    expect((await signin("5550100001", "cardholder")).uid).toBe(CARDHOLDER_IDS.maria);
    expect((await signin("LEE@Cardholder.test", "cardholder")).uid).toBe(CARDHOLDER_IDS.lee);
  });

  it("keeps the realms apart", async () => {
    const reply = await call("POST", "/auth/signin", {
      body: { realm: "cardholder", identifier: "admin@harbor.test", password: DEMO_PASSWORD },
    });
    expect(reply.status).toBe(401);
  });

  it("answers wrong password and unknown account the same way", async () => {
    const wrong = await call("POST", "/auth/signin", {
      body: { realm: "business", identifier: "viewer@harbor.test", password: "Wrong#2026" },
    });
    const unknown = await call("POST", "/auth/signin", {
      body: { realm: "business", identifier: "nobody@harbor.test", password: DEMO_PASSWORD },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ code: "invalid_credentials" });
  });

  it("validates the body with field issues", async () => {
    const reply = await call("POST", "/auth/signin", { body: { realm: "admin", identifier: "x", password: "" } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("validation_failed");
    const paths = (reply.body.issues as Array<{ path: string }>).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.realm", "body.identifier", "body.password"]));
  });

  it("rejects a body that is not JSON", async () => {
    const response = await call("POST", "/auth/signin", { headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
  });
});

describe("id tokens", () => {
  it("verify against the JWKS with jose", async () => {
    const tokens = await signin("super@unity.test");
    const jwks = await call<JSONWebKeySet>("GET", "/.well-known/jwks.json");
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(JSON.stringify(jwks.body)).not.toContain('"d"');
    const { payload, protectedHeader } = await jwtVerify(tokens.idToken, createLocalJWKSet(jwks.body), {
      issuer: env.SANDBOX_ISSUER,
      audience: "beacon-app",
    });
    expect(protectedHeader.alg).toBe("ES256");
    expect(payload.sub).toBe(USER_IDS.unitySuper);
  });

  it("the signing key lives in D1, not in code", async () => {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM signing_keys WHERE slot = 'current'").first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("are refused when tampered with, missing or malformed", async () => {
    const tokens = await signin("admin@harbor.test");
    const [h, p, s] = tokens.idToken.split(".");
    const forged = JSON.parse(atob((p ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as Record<string, unknown>;
    forged.sub = USER_IDS.unitySuper;
    const payload = btoa(JSON.stringify(forged)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const tampered = await call("GET", `/users/${USER_IDS.unitySuper}/`, { token: `${h}.${payload}.${s}` });
    expect(tampered.status).toBe(401);
    expect(tampered.body.code).toBe("invalid_token");
    expect(tampered.headers.get("www-authenticate")).toContain("Bearer");
    expect((await call("GET", `/users/${USER_IDS.harborAdmin}/`)).body.code).toBe("unauthenticated");
    expect((await call("GET", `/users/${USER_IDS.harborAdmin}/`, { token: "not-a-jwt" })).status).toBe(401);
  });

  it("expire with the sandbox clock after 15 minutes", async () => {
    const tokens = await signin("casemanager@harbor.test");
    expect((await call("GET", `/users/${tokens.uid}/`, { token: tokens.idToken })).status).toBe(200);
    await advanceClock({ minutes: 16 });
    const expired = await call("GET", `/users/${tokens.uid}/`, { token: tokens.idToken });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("token_expired");
    // The refresh token still works and gives a fresh id token.
    const refreshed = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call("GET", `/users/${tokens.uid}/`, { token: refreshed.body.idToken })).status).toBe(200);
  });
});

describe("refresh tokens", () => {
  it("rotate: each refresh gives a new pair and the old refresh token is spent", async () => {
    const first = await signin("dev@harbor.test");
    const second = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(second.body.idToken).sid).toBe(decodeJwt(first.idToken).sid);
    const third = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: second.body.refreshToken } });
    expect(third.status).toBe(200);
  });

  it("reuse of an old refresh token revokes the whole session", async () => {
    const first = await signin("finance@unity.test");
    const second = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(second.status).toBe(200);
    // Past the 30-second grace for a second tab (ADR 0099).
    await advanceClock({ minutes: 1 });
    const reuse = await call("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("refresh_token_reused");
    // Everything of that session is dead now, including the newest tokens.
    const newest = await call("POST", "/auth/refresh", { body: { refreshToken: second.body.refreshToken } });
    expect(newest.status).toBe(401);
    expect(newest.body.code).toBe("session_revoked");
    const api = await call("GET", `/users/${USER_IDS.unityFinance}/`, { token: second.body.idToken });
    expect(api.status).toBe(401);
    expect(api.body.code).toBe("session_revoked");
    // Other sessions of the same user are unaffected.
    const other = await signin("finance@unity.test");
    expect((await call("GET", `/users/${USER_IDS.unityFinance}/`, { token: other.idToken })).status).toBe(200);
  });

  it("two tabs refreshing with the same token at once both stay signed in (30-second grace, ADR 0099)", async () => {
    const first = await signin("cards-program@unity.test");
    const [a, b] = await Promise.all([
      call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } }),
      call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // A late second tab inside the grace too: every caller gets the same successor (issue 34 L3).
    const late = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(late.status).toBe(200);
    expect(new Set([a.body.refreshToken, b.body.refreshToken, late.body.refreshToken]).size).toBe(1);
    for (const next of [a.body, b.body, late.body]) {
      expect((await call("GET", `/users/${next.uid}/`, { token: next.idToken })).status).toBe(200);
    }
  });

  it("a replay within the grace joins the one chain instead of forking it: the later reuse ends the session for both (issue 34 L3)", async () => {
    const first = await signin("cards-program@unity.test");
    const owner = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    // A thief replays the stolen token within the grace: they get the owner's successor, not their own.
    const thief = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect(thief.body.refreshToken).toBe(owner.body.refreshToken);
    const ownerNext = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: owner.body.refreshToken } });
    expect(ownerNext.status).toBe(200);
    await advanceClock({ minutes: 1 });
    // The thief's copy is now a reused token: the session ends, the owner's too (they sign in again).
    const reused = await call("POST", "/auth/refresh", { body: { refreshToken: thief.body.refreshToken } });
    expect([reused.status, reused.body.code]).toEqual([401, "refresh_token_reused"]);
    expect((await call("POST", "/auth/refresh", { body: { refreshToken: ownerNext.body.refreshToken } })).status).toBe(401);
  });

  it("unknown refresh tokens are refused", async () => {
    const reply = await call("POST", "/auth/refresh", { body: { refreshToken: "x".repeat(43) } });
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe("invalid_refresh_token");
  });
});

describe("sign-out", () => {
  it("revokes the id token and the refresh token at once", async () => {
    const tokens = await signin("program@unity.test");
    expect((await call("GET", `/users/${tokens.uid}/`, { token: tokens.idToken })).status).toBe(200);
    const out = await call("POST", "/auth/signout", { token: tokens.idToken });
    expect(out.status).toBe(204);
    const after = await call("GET", `/users/${tokens.uid}/`, { token: tokens.idToken });
    expect(after.status).toBe(401);
    expect(after.body.code).toBe("session_revoked");
    const refresh = await call("POST", "/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(refresh.status).toBe(401);
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM activities WHERE type = 'signed_out' AND target_id = ?")
      .bind(tokens.uid)
      .first<{ n: number }>();
    expect(row?.n).toBe(1);
  });

  it("needs a token", async () => {
    expect((await call("POST", "/auth/signout")).status).toBe(401);
  });
});

describe("revoking by refresh token (sign-out and time-outs after the id token expired, ADR 0099)", () => {
  it("ends the session although the id token has expired", async () => {
    const tokens = await signin("casemanager@harbor.test");
    await advanceClock({ minutes: 20 });
    expect((await call("POST", "/auth/signout", { token: tokens.idToken })).body.code).toBe("token_expired");
    const revoked = await call("POST", "/auth/revoke", { body: { refreshToken: tokens.refreshToken } });
    expect(revoked.status).toBe(204);
    const refresh = await call("POST", "/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(refresh.status).toBe(401);
    expect(refresh.body.code).toBe("session_revoked");
    const row = await env.DB.prepare("SELECT revoke_reason FROM sessions WHERE id = ?")
      .bind(decodeJwt(tokens.idToken).sid)
      .first<{ revoke_reason: string }>();
    expect(row?.revoke_reason).toBe("signed_out");
  });

  it("an already replaced refresh token of the session revokes it too; unknown tokens answer the same 204", async () => {
    const first = await signin("admin@harbor.test");
    const second = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: first.refreshToken } });
    expect((await call("POST", "/auth/revoke", { body: { refreshToken: first.refreshToken } })).status).toBe(204);
    expect((await call("GET", `/users/${second.body.uid}/`, { token: second.body.idToken })).body.code).toBe("session_revoked");
    expect((await call("POST", "/auth/revoke", { body: { refreshToken: "y".repeat(43) } })).status).toBe(204);
  });

  it("sessions end on their own within the app's 12-hour absolute limit", async () => {
    const tokens = await signin("viewer@harbor.test");
    await advanceClock({ hours: 11 });
    const fresh = await call<Tokens>("POST", "/auth/refresh", { body: { refreshToken: tokens.refreshToken } });
    expect(fresh.status).toBe(200);
    await advanceClock({ hours: 1, minutes: 1 });
    const late = await call("POST", "/auth/refresh", { body: { refreshToken: fresh.body.refreshToken } });
    expect(late.status).toBe(401);
  });
});

describe("password reset", () => {
  async function resetLink(address: string): Promise<string> {
    const [message] = await mailTo(address);
    const token = message?.link?.match(/token=([^&]+)/)?.[1];
    if (!token) throw new Error(`no reset link for ${address}`);
    return decodeURIComponent(token);
  }

  /** What the app does when the link is opened: the link's token for a form token. */
  async function exchange(linkToken: string): Promise<string> {
    const reply = await call<{ token: string; expiresIn: number }>("POST", "/auth/passwordReset/exchange", { body: { token: linkToken } });
    expect(reply.status).toBe(200);
    return reply.body.token;
  }

  it("always answers 202 and mails a single-use link to known accounts only", async () => {
    const before = (await mailTo("nobody@harbor.test")).length;
    const unknown = await call("POST", "/users/passwordReset", { body: { identifier: "nobody@harbor.test" } });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ accepted: true });
    expect((await mailTo("nobody@harbor.test")).length).toBe(before);

    const known = await call("POST", "/users/passwordReset", { body: { identifier: "cards-program@unity.test" } });
    expect(known.status).toBe(202);
    const [message] = await mailTo("cards-program@unity.test");
    expect(message?.subject).toBe("Reset your password");
    expect(message?.link).toMatch(/^\/reset-password\?realm=business&token=/);
  });

  it("sets a new password, revokes sessions, and the link works once", async () => {
    const session = await signin("multi@unity.test");
    await call("POST", "/users/passwordReset", { body: { identifier: "multi@unity.test" } });
    const token = await exchange(await resetLink("multi@unity.test"));

    const weak = await call("POST", "/auth/passwordReset/confirm", { body: { token, password: "password" } });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(weak.body)).toContain("Password must contain 8 characters");
    // The breached-password check (ADR 0248): "P@ssw0rd2026!" is "password" at its core.
    const breached = await call("POST", "/auth/passwordReset/confirm", { body: { token, password: "P@ssw0rd2026!" } });
    expect([breached.status, JSON.stringify(breached.body)]).toEqual([400, expect.stringContaining('"key":"passwordBreached"')]);

    const ok = await call("POST", "/auth/passwordReset/confirm", { body: { token, password: "New#Pass2026" } });
    expect(ok.status).toBe(204);
    expect((await call("GET", `/users/${session.uid}/`, { token: session.idToken })).status).toBe(401);
    expect(
      (await call("POST", "/auth/signin", { body: { realm: "business", identifier: "multi@unity.test", password: DEMO_PASSWORD } })).status,
    ).toBe(401);
    expect((await signin("multi@unity.test", "business", "New#Pass2026")).uid).toBe(USER_IDS.unityMulti);

    const again = await call("POST", "/auth/passwordReset/confirm", { body: { token, password: "Other#Pass2026" } });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("reset_token_invalid");
  });

  it("only the newest link works, and links expire after an hour", async () => {
    await call("POST", "/cardholders/passwordReset", { body: { identifier: "lee@cardholder.test" } });
    const old = await resetLink("lee@cardholder.test");
    await call("POST", "/cardholders/passwordReset", { body: { identifier: "5550100001" } });
    await call("POST", "/cardholders/passwordReset", { body: { identifier: "lee@cardholder.test" } });
    const newest = await resetLink("lee@cardholder.test");
    expect(newest).not.toBe(old);
    expect((await call("POST", "/auth/passwordReset/exchange", { body: { token: old } })).status).toBe(400);
    await advanceClock({ minutes: 61 });
    const late = await call("POST", "/auth/passwordReset/exchange", { body: { token: newest } });
    expect(late.status).toBe(400);
    // Maria's link (requested by phone) went to her e-mail.
    expect((await mailTo("maria@cardholder.test"))[0]?.link).toMatch(/realm=cardholder/);
  });

  it("opening the link spends its token: a copy of the URL (a log, the history) is worthless afterwards (ADR 0154)", async () => {
    await call("POST", "/users/passwordReset", { body: { identifier: "viewer@harbor.test" } });
    const link = await resetLink("viewer@harbor.test");
    // The link's own token never sets a password; it is exchanged first.
    const direct = await call("POST", "/auth/passwordReset/confirm", { body: { token: link, password: "Copied#Pass2026" } });
    expect([direct.status, direct.body.code]).toEqual([400, "reset_token_invalid"]);
    const first = await call<{ token: string; expiresIn: number }>("POST", "/auth/passwordReset/exchange", { body: { token: link } });
    expect(first.status).toBe(200);
    // 15 minutes (the sandbox clock runs on while the test does).
    expect(first.body.expiresIn).toBeGreaterThan(14 * 60);
    expect(first.body.expiresIn).toBeLessThanOrEqual(15 * 60);
    expect(first.body.token).not.toBe(link);
    // The copy of the URL: spent.
    const copy = await call("POST", "/auth/passwordReset/exchange", { body: { token: link } });
    expect([copy.status, copy.body.code]).toEqual([400, "reset_token_invalid"]);
    // A form token is not a link: it cannot be exchanged for another, so it cannot be kept alive.
    const chained = await call("POST", "/auth/passwordReset/exchange", { body: { token: first.body.token } });
    expect([chained.status, chained.body.code]).toEqual([400, "reset_token_invalid"]);
    const set = await call("POST", "/auth/passwordReset/confirm", { body: { token: first.body.token, password: DEMO_PASSWORD } });
    expect(set.status).toBe(204);
  });

  it("the form token lasts 15 minutes, and never longer than the link had left", async () => {
    await call("POST", "/users/passwordReset", { body: { identifier: "casemanager@harbor.test" } });
    const early = await exchange(await resetLink("casemanager@harbor.test"));
    await advanceClock({ minutes: 16 });
    const stale = await call("POST", "/auth/passwordReset/confirm", { body: { token: early, password: DEMO_PASSWORD } });
    expect([stale.status, stale.body.code]).toEqual([400, "reset_token_invalid"]);

    await call("POST", "/users/passwordReset", { body: { identifier: "casemanager@harbor.test" } });
    const link = await resetLink("casemanager@harbor.test");
    await advanceClock({ minutes: 55 });
    const late = await call<{ token: string; expiresIn: number }>("POST", "/auth/passwordReset/exchange", { body: { token: link } });
    expect(late.body.expiresIn).toBeGreaterThan(4 * 60);
    expect(late.body.expiresIn).toBeLessThanOrEqual(5 * 60);
    await advanceClock({ minutes: 6 });
    expect((await call("POST", "/auth/passwordReset/confirm", { body: { token: late.body.token, password: DEMO_PASSWORD } })).status).toBe(
      400,
    );
  });

  it("a newer link also ends the form token of an older one", async () => {
    await call("POST", "/users/passwordReset", { body: { identifier: "dev@harbor.test" } });
    const older = await exchange(await resetLink("dev@harbor.test"));
    await call("POST", "/users/passwordReset", { body: { identifier: "dev@harbor.test" } });
    const reply = await call("POST", "/auth/passwordReset/confirm", { body: { token: older, password: DEMO_PASSWORD } });
    expect([reply.status, reply.body.code]).toEqual([400, "reset_token_invalid"]);
  });
});

describe("the audit trail of sign-in events (issue 37 item 7)", () => {
  type Row = {
    type: string;
    business_id: string | null;
    target_type: string;
    actor_type: string;
    actor_id: string | null;
    details_json: string;
  };
  /** The account's audit rows of one type, oldest first. */
  const rows = async (type: string, targetId: string) =>
    (
      await env.DB.prepare(
        "SELECT type, business_id, target_type, actor_type, actor_id, details_json FROM activities WHERE type = ? AND target_id = ? ORDER BY created_at, id",
      )
        .bind(type, targetId)
        .all<Row>()
    ).results;

  it("a password sign-in and a code sign-in each write one signed_in row naming the method and the session, nothing secret", async () => {
    const first = await signin("metro@metro.test");
    const signedIn = await rows("signed_in", first.uid);
    expect(signedIn).toHaveLength(1);
    expect(signedIn[0]).toMatchObject({ business_id: null, target_type: "user", actor_type: "user", actor_id: first.uid });
    expect(JSON.parse(signedIn[0]?.details_json ?? "{}")).toEqual({ method: "password", sessionId: decodeJwt(first.idToken).sid });
    expect(signedIn[0]?.details_json).not.toContain(DEMO_PASSWORD);

    // A code: one otp_sent row (by the system, the channel named, never the code), then a signed_in row.
    expect((await call("POST", "/users/sendOTP", { body: { realm: "business", identifier: "metro@metro.test" } })).status).toBe(202);
    const sent = await rows("otp_sent", first.uid);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ actor_type: "system", actor_id: null });
    const code = (await mailTo("metro@metro.test"))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? "";
    expect(JSON.parse(sent[0]?.details_json ?? "{}")).toMatchObject({ channel: "email" });
    expect(sent[0]?.details_json).not.toContain(code);
    const verified = await call<Tokens>("POST", "/users/verifyOTP", { body: { realm: "business", identifier: "metro@metro.test", code } });
    expect(verified.status).toBe(200);
    const after = await rows("signed_in", first.uid);
    expect(after).toHaveLength(2);
    expect(JSON.parse(after[1]?.details_json ?? "{}")).toMatchObject({ method: "otp", sessionId: decodeJwt(verified.body.idToken).sid });
  });

  it("a refused sign-in writes no signed_in row", async () => {
    const before = (await env.DB.prepare("SELECT COUNT(*) AS n FROM activities WHERE type = 'signed_in'").first<{ n: number }>())?.n;
    const wrong = await call("POST", "/auth/signin", {
      body: { realm: "business", identifier: "split@unity.test", password: "Wrong#Pass2026" },
    });
    expect(wrong.status).toBe(401);
    const after = (await env.DB.prepare("SELECT COUNT(*) AS n FROM activities WHERE type = 'signed_in'").first<{ n: number }>())?.n;
    expect(after).toBe(before);
  });

  it("a reset request writes password_reset_requested (by the system), the new password password_changed (by the account), neither the link nor the password", async () => {
    const account = await signin("split@unity.test");
    expect((await call("POST", "/users/passwordReset", { body: { identifier: "split@unity.test" } })).status).toBe(202);
    const requested = await rows("password_reset_requested", account.uid);
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatchObject({ business_id: null, target_type: "user", actor_type: "system", actor_id: null });
    const link = (await mailTo("split@unity.test"))[0]?.link ?? "";
    const linkToken = decodeURIComponent(link.match(/token=([^&]+)/)?.[1] ?? "");
    expect(requested[0]?.details_json).not.toContain(linkToken);
    expect(await rows("password_changed", account.uid)).toHaveLength(0);
    const form = await call<{ token: string }>("POST", "/auth/passwordReset/exchange", { body: { token: linkToken } });
    expect(
      (await call("POST", "/auth/passwordReset/confirm", { body: { token: form.body.token, password: "Split#Pass2026" } })).status,
    ).toBe(204);
    const changed = await rows("password_changed", account.uid);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ business_id: null, target_type: "user", actor_type: "user", actor_id: account.uid });
    expect(changed[0]?.details_json).not.toContain("Split#Pass2026");
  });
});
