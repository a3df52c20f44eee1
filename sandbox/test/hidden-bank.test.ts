import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Recipient } from "#contract/entities";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { call, seedSmall } from "./helpers";
import { as } from "./helpers/session";

beforeAll(seedSmall);

const harbor = BUSINESS_IDS.harbor;

/** viewer@harbor.test as the spec's sifh_technical_program_manager: hideBankPaymentsInformation only. */
async function technicalProgramManager() {
  const user = await as("viewer@harbor.test");
  await env.DB.prepare(
    "UPDATE memberships SET role = 'sifh_technical_program_manager' WHERE business_id = ? AND user_id = (SELECT id FROM users WHERE email = ?)",
  )
    .bind(harbor, "viewer@harbor.test")
    .run();
  return user;
}

describe("hideBankPaymentsInformation in the API (issue 38 item 2)", () => {
  it("recipients come without their bank account; an admin still sees the last four digits", async () => {
    const admin = await as("admin@harbor.test");
    const seen = await call<{ recipients: Recipient[] }>("GET", `/bankTransfers/recipients?businessId=${harbor}&limit=100`, {
      token: admin.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.recipients.some((r) => r.bankAccount?.accountNumberLast4)).toBe(true);

    const hidden = await technicalProgramManager();
    const list = await call<{ recipients: Recipient[] }>("GET", `/bankTransfers/recipients?businessId=${harbor}&limit=100`, {
      token: hidden.token,
    });
    expect(list.status).toBe(200);
    expect(list.body.recipients.map((r) => r.id)).toEqual(seen.body.recipients.map((r) => r.id));
    expect(list.body.recipients.every((r) => r.bankAccount === null)).toBe(true);
  });

  it("bank transfers, their totals and a payment are refused with 403", async () => {
    const hidden = await technicalProgramManager();
    const admin = await as("admin@harbor.test");
    const recipient = (
      await call<{ recipients: Recipient[] }>(
        "GET",
        `/bankTransfers/recipients?businessId=${harbor}&intakeStatus=bank_account_verified&limit=1`,
        {
          token: admin.token,
        },
      )
    ).body.recipients[0];
    expect(recipient).toBeDefined();
    const reads = [
      `/bankTransfers/transfers?businessId=${harbor}`,
      `/bankTransfers/recipients/${recipient?.id}/transfers`,
      `/businesses/${harbor}/reporting/bankTransfers/keyMetrics`,
    ];
    for (const path of reads) {
      expect((await call("GET", path, { token: admin.token })).status, `admin ${path}`).toBe(200);
      const refused = await call<{ code: string }>("GET", path, { token: hidden.token });
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe("forbidden");
    }
  });
});
