import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { Tokens } from "#contract/identity";
import { CARDHOLDER_IDS, USER_IDS } from "#sandbox/seed/personas";
import { advanceClock, call, latestCode, mailTo, seedSmall } from "./helpers";

beforeAll(seedSmall);

const send = (identifier: string, realm: "business" | "cardholder" = "business") =>
  call("POST", "/users/sendOTP", { body: { realm, identifier } });
const verify = (identifier: string, code: string, realm: "business" | "cardholder" = "business") =>
  call<Tokens & { code?: string }>("POST", "/users/verifyOTP", { body: { realm, identifier, code } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("are sent by SMS to a phone and sign the user in once", async () => {
    const sent = await send("5550100100");
    expect(sent.status).toBe(202);
    expect(sent.body).toEqual({ accepted: true });
    const [sms] = await mailTo("5550100100");
    expect(sms?.kind).toBe("sms");
    const code = await latestCode("5550100100");
    expect(code).toMatch(/^\d{6}$/);
    const ok = await verify("5550100100", code);
    expect(ok.status).toBe(200);
    expect(ok.body.uid).toBe(USER_IDS.harborAdmin);
    expect((await call("GET", `/users/${USER_IDS.harborAdmin}/`, { token: ok.body.idToken })).status).toBe(200);
    // Single use.
    const again = await verify("5550100100", code);
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("otp_incorrect");
  });

  it("are sent by e-mail for an e-mail identifier, also to cardholders", async () => {
    await send("lee@cardholder.test", "cardholder");
    const [mail] = await mailTo("lee@cardholder.test");
    expect(mail?.kind).toBe("email");
    const ok = await verify("lee@cardholder.test", await latestCode("lee@cardholder.test"), "cardholder");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ uid: CARDHOLDER_IDS.lee, realm: "cardholder" });
  });

  it("are stored only as hashes", async () => {
    await send("viewer@harbor.test");
    const code = await latestCode("viewer@harbor.test");
    const rows = await env.DB.prepare("SELECT * FROM otp_codes").all();
    expect(JSON.stringify(rows.results)).not.toContain(`"${code}"`);
  });

  it("do not reveal whether an account exists", async () => {
    const unknown = await send("ghost@harbor.test");
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual({ accepted: true });
    expect(await mailTo("ghost@harbor.test")).toEqual([]);
    const attempt = await verify("ghost@harbor.test", "123456");
    expect(attempt.status).toBe(401);
    expect(attempt.body.code).toBe("otp_incorrect");
  });

  it("expire after 10 minutes on the sandbox clock", async () => {
    await send("dev@harbor.test");
    const code = await latestCode("dev@harbor.test");
    await advanceClock({ minutes: 11 });
    const late = await verify("dev@harbor.test", code);
    expect(late.status).toBe(401);
    expect(late.body.code).toBe("otp_expired");
  });

  it("work until the 10 minutes are over", async () => {
    await send("super@unity.test");
    const code = await latestCode("super@unity.test");
    await advanceClock({ minutes: 9 });
    expect((await verify("super@unity.test", code)).status).toBe(200);
  });

  it("die after 5 wrong tries, even for the right code", async () => {
    await send("finance@unity.test");
    const code = await latestCode("finance@unity.test");
    for (let i = 1; i <= 4; i++) {
      const reply = await verify("finance@unity.test", wrong(code));
      expect(reply.status).toBe(401);
      expect(reply.body.code).toBe("otp_incorrect");
    }
    const fifth = await verify("finance@unity.test", wrong(code));
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe("otp_locked");
    const right = await verify("finance@unity.test", code);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("otp_locked");
    // A new code works.
    await send("finance@unity.test");
    expect((await verify("finance@unity.test", await latestCode("finance@unity.test"))).status).toBe(200);
  });

  it("a resend invalidates the previous code", async () => {
    await send("program@unity.test");
    const first = await latestCode("program@unity.test");
    await send("program@unity.test");
    const second = await latestCode("program@unity.test");
    if (first !== second) {
      const old = await verify("program@unity.test", first);
      expect(old.status).toBe(401);
      expect(old.body.code).toBe("otp_incorrect");
    }
    expect((await verify("program@unity.test", second)).status).toBe(200);
    const rows = await env.DB.prepare("SELECT close_reason FROM otp_codes WHERE subject_id = ? ORDER BY created_at, rowid")
      .bind(USER_IDS.unityProgram)
      .all<{ close_reason: string }>();
    expect(rows.results.map((r) => r.close_reason)).toEqual(["replaced", "used"]);
  });

  it("lock the account for an hour after 20 failures", async () => {
    const who = "cards-program@unity.test";
    let failures = 0;
    while (failures < 20) {
      await send(who);
      const code = await latestCode(who);
      for (let i = 0; i < 5 && failures < 20; i++) {
        const reply = await verify(who, wrong(code));
        failures++;
        expect([401, 429]).toContain(reply.status);
      }
    }
    await send(who);
    const locked = await verify(who, await latestCode(who));
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("otp_locked");
    // Password sign-in is locked too: the limit is per account.
    const password = await call("POST", "/auth/signin", {
      body: { realm: "business", identifier: who, password: "Sandbox#2026" },
    });
    expect(password.status).toBe(429);

    await advanceClock({ minutes: 61 });
    await send(who);
    const after = await verify(who, await latestCode(who));
    expect(after.status).toBe(200);
  });

  it("unknown identifiers are limited too, so the limit reveals nothing", async () => {
    for (let i = 0; i < 20; i++) await verify("0000000000", "000000");
    const reply = await verify("0000000000", "000000");
    expect(reply.status).toBe(429);
  });

  it("never appear in the logs", async () => {
    const spies = (["log", "info", "warn", "debug"] as const).map((name) => vi.spyOn(console, name));
    try {
      await send("metro@metro.test");
      const code = await latestCode("metro@metro.test");
      await verify("metro@metro.test", wrong(code));
      await verify("metro@metro.test", code);
      const logged = spies.flatMap((spy) => spy.mock.calls.map((args) => args.map(String).join(" ")));
      expect(logged.filter((line) => line.includes(code))).toEqual([]);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
