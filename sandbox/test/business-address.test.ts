import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Address } from "#contract/entities";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

async function stored(businessId: string): Promise<Address | null> {
  const row = await env.DB.prepare("SELECT address_json FROM businesses WHERE id = ?")
    .bind(businessId)
    .first<{ address_json: string | null }>();
  return row?.address_json ? (JSON.parse(row.address_json) as Address) : null;
}

describe("GET /businesses/{id}/address (issue 38 item 5)", () => {
  it("answers the business's stored default shipping address to anyone with a role there, a viewer included", async () => {
    const expected = await stored(BUSINESS_IDS.harbor);
    expect(expected).not.toBeNull();
    for (const email of ["admin@harbor.test", "viewer@harbor.test"]) {
      const user = await as(email);
      const reply = await call<{ address: Address | null }>("GET", `/businesses/${BUSINESS_IDS.harbor}/address`, { token: user.token });
      expect(reply.status, email).toBe(200);
      expect(reply.body.address, email).toEqual(expected);
    }
  });

  it("a program without its own address answers its top-level business's; with neither, null", async () => {
    const admin = await as("super@unity.test");
    const program = BUSINESS_IDS.unityRent;
    const top = await stored(BUSINESS_IDS.unity);
    await env.DB.prepare("UPDATE businesses SET address_json = NULL WHERE id = ?").bind(program).run();
    const inherited = await call<{ address: Address | null }>("GET", `/businesses/${program}/address`, { token: admin.token });
    expect(inherited.status).toBe(200);
    expect(inherited.body.address).toEqual(top);

    await env.DB.prepare("UPDATE businesses SET address_json = NULL WHERE id = ?").bind(BUSINESS_IDS.unity).run();
    const none = await call<{ address: Address | null }>("GET", `/businesses/${program}/address`, { token: admin.token });
    expect(none.status).toBe(200);
    expect(none.body.address).toBeNull();
  });

  it("is a 404 for a business the caller holds no role in, and a 401 without a token", async () => {
    const harborAdmin = await as("admin@harbor.test");
    const stranger = await call("GET", `/businesses/${BUSINESS_IDS.metro}/address`, { token: harborAdmin.token });
    expect(stranger.status).toBe(404);
    const anonymous = await call("GET", `/businesses/${BUSINESS_IDS.harbor}/address`, {});
    expect(anonymous.status).toBe(401);
  });
});
