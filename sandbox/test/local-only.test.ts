/** The sandbox answers only loopback and internal hosts (ADR 0098), so a public copy serves nothing. */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { refuseNonLocal } from "#sandbox/http/local-only";
import { DEMO_PASSWORD } from "#sandbox/seed/personas";
import { seedSmall } from "./helpers";

beforeAll(seedSmall);

const signinBody = JSON.stringify({ realm: "business", identifier: "admin@harbor.test", password: DEMO_PASSWORD });

describe("the sandbox refuses public hosts", () => {
  for (const origin of ["https://beacon-sandbox.someone.workers.dev", "https://sandbox.example.com", "http://10.0.0.5:8787"]) {
    it(`${origin}: no mailbox, no sign-in with the demo password`, async () => {
      const mail = await SELF.fetch(`${origin}/_sandbox/mail.json?to=admin%40harbor.test`);
      expect(mail.status).toBe(404);
      expect(await mail.text()).not.toContain("harbor");
      const signin = await SELF.fetch(`${origin}/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: signinBody,
      });
      expect(signin.status).toBe(404);
    });
  }

  for (const origin of ["http://localhost:8787", "http://127.0.0.1:8787", "http://harbor.localhost", "https://sandbox.internal"]) {
    it(`${origin}: served`, async () => {
      const signin = await SELF.fetch(`${origin}/auth/signin`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: signinBody,
      });
      expect(signin.status).toBe(200);
    });
  }
});

describe("staging's own hostnames (ADR 0205): the mailbox and the hosted pages, never the API", () => {
  const env = { SANDBOX_PUBLIC_HOSTS: "sandbox.staging.beaconpayouts.example, mail.staging.beaconpayouts.example" };
  const at = (path: string, host = "sandbox.staging.beaconpayouts.example") => new Request(`https://${host}${path}`);

  it("serves the mailbox, a message, the bank-linking page, the card frame and the webhook console there", () => {
    for (const path of [
      "/_sandbox/mail",
      "/_sandbox/mail/msg_1",
      "/_sandbox/sandbox.css",
      "/_sandbox/bank-link/lt_abc",
      "/_sandbox/bank-link.css",
      "/_sandbox/card-frame/ct_abc",
      "/_sandbox/webhooks",
      "/_sandbox/webhooks/open/abc",
    ]) {
      expect(refuseNonLocal(at(path), env), path).toBeNull();
    }
    expect(refuseNonLocal(at("/_sandbox/mail", "MAIL.staging.beaconpayouts.example"), env)).toBeNull();
  });

  it("refuses the API, the clock and the reset there, and every page on any other public host", () => {
    for (const path of [
      "/auth/signin",
      "/users/usr_1",
      "/_sandbox/clock",
      "/_sandbox/clock/advance",
      "/_sandbox/reset",
      "/_sandbox/cards/HB4M7R2KQ9/purchase",
    ]) {
      expect(refuseNonLocal(at(path), env)?.status, path).toBe(404);
    }
    expect(refuseNonLocal(at("/_sandbox/mail", "sandbox.example.com"), env)?.status).toBe(404);
    // Without the setting (local runs, a copy published by mistake), no public host is served at all.
    expect(refuseNonLocal(at("/_sandbox/mail"), {})?.status).toBe(404);
  });
});
