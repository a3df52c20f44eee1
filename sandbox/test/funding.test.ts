/**
 * Funding accounts and program transfers (docs/decisions/0115-funding-transfers.md): money moves between
 * a super business and its programs without being created or lost, once per idempotency key, and only
 * for callers holding transferFunds; the history, the balance and the ACH details follow their permissions.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { depositSchema } from "#contract/entities";
import { SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS } from "#domain/funding";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { newKey } from "./cards-helpers";
import { call, seedSmall } from "./helpers";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

type Deposit = z.infer<typeof depositSchema>;

beforeAll(seedSmall);

const { unity, unityRent, unityFamily, unityRapid, harbor } = BUSINESS_IDS;
const transferPath = (id: string) => `/businesses/${id}/fundingAccount/transfer`;

/** The money of Unity and all its programs' funding accounts (what transfers between them must keep). */
async function unityTotal(): Promise<number> {
  const row = await env.DB.prepare(
    "SELECT SUM(balance_cents) AS n FROM funding_accounts WHERE business_id IN (SELECT id FROM businesses WHERE id = ?1 OR parent_id = ?1)",
  )
    .bind(unity)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function transfer(email: string, id: string, body: Record<string, unknown>, key: string | null = newKey()) {
  const { token } = await as(email);
  return call<{ deposit: Deposit; code?: string }>("POST", transferPath(id), {
    token,
    body,
    headers: key ? { "idempotency-key": key } : {},
  });
}

describe("the super-business funding accounts in sandbox mode", () => {
  it("are the demo data's top-level businesses with programs, each with a funding account of its own", async () => {
    const { results } = await env.DB.prepare(
      `SELECT DISTINCT p.parent_id AS id, (SELECT COUNT(*) FROM funding_accounts f WHERE f.business_id = p.parent_id) AS accounts
       FROM businesses p WHERE p.parent_id IS NOT NULL ORDER BY id`,
    ).all<{ id: string; accounts: number }>();
    expect(results.map((r) => r.id)).toEqual([...SANDBOX_SUPER_FUNDING_ACCOUNT_BUSINESS_IDS]);
    expect(results.every((r) => r.accounts === 1)).toBe(true);
  });
});

describe("transfers between the super business and its programs", () => {
  it("super_to_program moves the exact amount, writes both sides with the outgoing flag, and keeps the total", async () => {
    const total = await unityTotal();
    const [superBefore, rentBefore] = [await fundingBalance(unity), await fundingBalance(unityRent)];
    const reply = await transfer("super@unity.test", unity, {
      depositType: "super_to_program",
      programId: unityRent,
      amountCents: 123_456,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.deposit).toMatchObject({
      businessId: unity,
      depositType: "super_to_program",
      programId: unityRent,
      outgoing: true,
      amountCents: 123_456,
      status: "completed",
    });
    expect(await fundingBalance(unity)).toBe(superBefore - 123_456);
    expect(await fundingBalance(unityRent)).toBe(rentBefore + 123_456);
    expect(await unityTotal()).toBe(total);
    const { results } = await env.DB.prepare(
      "SELECT business_id, outgoing, program_id FROM funding_deposits WHERE created_at = (SELECT created_at FROM funding_deposits WHERE id = ?) ORDER BY outgoing DESC",
    )
      .bind(reply.body.deposit.id)
      .all();
    expect(results).toEqual([
      { business_id: unity, outgoing: 1, program_id: unityRent },
      { business_id: unityRent, outgoing: 0, program_id: unityRent },
    ]);
  });

  it("program_to_super and program_to_program keep the total too", async () => {
    const total = await unityTotal();
    const back = await transfer("super@unity.test", unity, { depositType: "program_to_super", programId: unityRent, amountCents: 5_000 });
    expect(back.status).toBe(201);
    expect(back.body.deposit).toMatchObject({ businessId: unity, outgoing: false, programId: unityRent });
    const familyBefore = await fundingBalance(unityFamily);
    const across = await transfer("super@unity.test", unityFamily, {
      depositType: "program_to_program",
      programId: unityRapid,
      amountCents: 7_700,
    });
    expect(across.status).toBe(201);
    expect(across.body.deposit).toMatchObject({ businessId: unityFamily, outgoing: true, programId: unityRapid });
    expect(await fundingBalance(unityFamily)).toBe(familyBefore - 7_700);
    expect(await unityTotal()).toBe(total);
  });

  it("a move the source cannot pay is refused whole: nothing changes", async () => {
    const total = await unityTotal();
    const rent = await fundingBalance(unityRent);
    const reply = await transfer("super@unity.test", unity, {
      depositType: "program_to_super",
      programId: unityRent,
      amountCents: rent + 1,
    });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("insufficient_funds");
    expect(await fundingBalance(unityRent)).toBe(rent);
    expect(await unityTotal()).toBe(total);
  });

  it("the same idempotency key moves money once, even sent twice at the same time; another payload is 409", async () => {
    const key = newKey();
    const before = await fundingBalance(unityFamily);
    const body = { depositType: "super_to_program", programId: unityFamily, amountCents: 2_500 };
    const [a, b] = await Promise.all([transfer("super@unity.test", unity, body, key), transfer("super@unity.test", unity, body, key)]);
    const statuses = [a.status, b.status].sort();
    // One moved the money; the other replayed it (201) or found it still running (409).
    expect(statuses[0]).toBe(201);
    expect([201, 409]).toContain(statuses[1]);
    const again = await transfer("super@unity.test", unity, body, key);
    expect(again.status).toBe(201);
    expect(again.body.deposit.id).toBe((a.status === 201 ? a : b).body.deposit.id);
    expect(await fundingBalance(unityFamily)).toBe(before + 2_500);
    const other = await transfer("super@unity.test", unity, { ...body, amountCents: 2_501 }, key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_key_reused");
    const none = await transfer("super@unity.test", unity, body, null);
    expect(none.status).toBe(400);
  });

  it("custom fields for funding_account_deposit are checked and kept as the deposit's metadata", async () => {
    const { token } = await as("super@unity.test");
    await env.DB.prepare(
      `INSERT INTO business_settings (business_id, created_at, updated_at, write_token) VALUES (?1, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z', NULL)
       ON CONFLICT DO NOTHING`,
    )
      .bind(unity)
      .run();
    await env.DB.prepare(
      `INSERT INTO custom_field_options (business_id, resource_type, resource_position, position, label, name, data_type, data_options_json)
       VALUES (?, 'funding_account_deposit', 9, 0, 'Grant', 'Grant', 'dropdown', '["ORR 2026","County"]')`,
    )
      .bind(unity)
      .run();
    const bad = await transfer("super@unity.test", unity, {
      depositType: "super_to_program",
      programId: unityRent,
      amountCents: 100,
      customFields: { Grant: "Other" },
    });
    expect(bad.status).toBe(400);
    const good = await transfer("super@unity.test", unity, {
      depositType: "super_to_program",
      programId: unityRent,
      amountCents: 100,
      customFields: { Grant: "ORR 2026" },
    });
    expect(good.status).toBe(201);
    expect(good.body.deposit.customFields).toEqual({ Grant: "ORR 2026" });
    const history = await call<{ deposits: Deposit[] }>("GET", `/businesses/${unityRent}/fundingAccountDeposits?limit=1`, { token });
    expect(history.body.deposits[0]).toMatchObject({ customFields: { Grant: "ORR 2026" }, outgoing: false });
  });

  it("refuses: another top-level business's program (404), a program as the super side, the same program, no transferFunds (403)", async () => {
    const body = { depositType: "super_to_program", amountCents: 100 };
    expect((await transfer("super@unity.test", unity, { ...body, programId: harbor })).status).toBe(404);
    expect((await transfer("super@unity.test", unityRent, { ...body, programId: unityFamily })).status).toBe(409);
    expect(
      (await transfer("super@unity.test", unityRent, { depositType: "program_to_program", programId: unityRent, amountCents: 100 })).status,
    ).toBe(409);
    // Harbor's admin cannot see Unity at all.
    expect((await transfer("admin@harbor.test", unity, { ...body, programId: unityRent })).status).toBe(404);
    // A program-scope admin of Rent Relief holds no role on Unity itself (ADR 0095): no transferFunds there.
    expect((await transfer("program@unity.test", unity, { ...body, programId: unityRent })).status).toBe(403);
    // sifh_finance has transferFunds.
    expect((await transfer("finance@unity.test", unity, { ...body, programId: unityRent })).status).toBe(201);
  });
});

describe("history, balance and ACH details", () => {
  it("the history is newest first, paged by cursor, filtered by type, direction and dates", async () => {
    const { token } = await as("super@unity.test");
    const all: Deposit[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page = await call<{ deposits: Deposit[]; nextCursor: string | null }>(
        "GET",
        `/businesses/${unity}/fundingAccountDeposits?${query}`,
        {
          token,
        },
      );
      expect(page.status).toBe(200);
      all.push(...page.body.deposits);
      cursor = page.body.nextCursor;
    } while (cursor);
    const { n } = (await env.DB.prepare("SELECT COUNT(*) AS n FROM funding_deposits WHERE business_id = ?")
      .bind(unity)
      .first<{ n: number }>()) ?? {
      n: 0,
    };
    expect(all).toHaveLength(n);
    expect(all.map((d) => d.createdAt)).toEqual([...all.map((d) => d.createdAt)].sort().reverse());
    expect(new Set(all.map((d) => d.depositType))).toEqual(new Set(["ach", "super_to_program", "program_to_super"]));
    const ach = await call<{ deposits: Deposit[] }>("GET", `/businesses/${unity}/fundingAccountDeposits?depositType=ach&limit=100`, {
      token,
    });
    expect(ach.body.deposits.length).toBe(all.filter((d) => d.depositType === "ach").length);
    const out = await call<{ deposits: Deposit[] }>("GET", `/businesses/${unity}/fundingAccountDeposits?direction=outgoing&limit=100`, {
      token,
    });
    expect(out.body.deposits.every((d) => d.outgoing)).toBe(true);
    const oldest = all.at(-1)?.createdAt.slice(0, 10) ?? "";
    const none = await call<{ deposits: Deposit[] }>("GET", `/businesses/${unity}/fundingAccountDeposits?to=2000-01-01`, { token });
    expect(none.body.deposits).toEqual([]);
    expect(oldest).not.toBe("");
  });

  it("fundingAccountView is required for the history; viewACHDetails for the ACH details", async () => {
    const viewer = await as("viewer@harbor.test");
    expect((await call("GET", `/businesses/${harbor}/fundingAccountDeposits`, { token: viewer.token })).status).toBe(403);
    expect((await call("GET", `/businesses/${harbor}/prefundingAchDetails`, { token: viewer.token })).status).toBe(403);
    const admin = await as("admin@harbor.test");
    const ach = await call<{ achDetails: { accountNumber: string; routingNumber: string } }>(
      "GET",
      `/businesses/${harbor}/prefundingAchDetails`,
      {
        token: admin.token,
      },
    );
    expect(ach.status).toBe(200);
    expect(ach.body.achDetails.routingNumber).toMatch(/^\d{9}$/);
    expect(ach.body.achDetails.accountNumber).toMatch(/^\d{12}$/);
    const balance = await call<{ balanceCents: number }>("GET", `/businesses/${harbor}/prefundingBalance`, { token: admin.token });
    expect(balance.body.balanceCents).toBe(await fundingBalance(harbor));
    // Another business's details do not exist for this user.
    expect((await call("GET", `/businesses/${unity}/prefundingAchDetails`, { token: admin.token })).status).toBe(404);
  });
});
