/** The sandbox answers only loopback and internal hosts (ADR 0098), so a public copy serves nothing. */
import { SELF } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
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
