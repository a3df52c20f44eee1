/**
 * Bank transfers and money (docs/decisions/0080-bank-transfer-sandbox.md): each transition on its
 * speed's schedule, the money invariant (funding balance plus transfers in flight changes only by
 * completed payouts; a failed transfer's money returns), idempotency, the 50,000.00 cap and the
 * funding account's floor.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Transfer } from "#contract/entities";
import { BANK_TEST_ACCOUNTS } from "#domain/bank-test-accounts";
import { transferTimes } from "#domain/bank-transfer-schedule";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { bankDetails, createRecipient, heldMoney, sendPayment, transferRow, verifiedRecipient } from "./bank-transfers-helpers";
import { call, seedSmall } from "./helpers";
import { advanceTo } from "./helpers/clock";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

const harbor = BUSINESS_IDS.harbor;

beforeAll(async () => {
  await seedSmall();
  // These tests prove the books of loads, withdrawals and transfers as the clock moves; the seeded
  // autoloads would load cards on the way (their runs are proved in autoloads.test.ts).
  await env.DB.prepare("UPDATE autoloads SET status = 'cancelled'").run();
});

describe("a transfer's life", () => {
  for (const speed of ["ach", "sameday_ach", "instant"] as const) {
    it(`${speed}: created -> processing at submission -> completed at settlement, on the schedule`, async () => {
      const recipient = await verifiedRecipient(harbor);
      const before = await heldMoney(harbor);
      const reply = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 12_345, speed, memo: "Rent" });
      expect(reply.status).toBe(201);
      const transfer = reply.body.transfer;
      const times = transferTimes(speed, new Date(transfer.createdAt));
      expect(transfer).toMatchObject({
        recipientId: recipient.id,
        recipientName: recipient.name,
        bankAccountLast4: "6789",
        amountCents: 12_345,
        speed,
        status: "created",
        failureReason: null,
        memo: "Rent",
        expectedCompletionAt: times.settlesAt.toISOString(),
        completedAt: null,
      });
      // The money left the funding account at once; the held total did not change.
      const sent = await heldMoney(harbor);
      expect(sent.funding).toBe(before.funding - 12_345);
      expect(sent.funding + sent.inFlight).toBe(before.funding + before.inFlight);

      await advanceTo(times.processingAt, -60_000);
      expect((await transferRow(transfer.id))?.status).toBe("created");
      await advanceTo(times.processingAt, 60_000);
      expect((await transferRow(transfer.id))?.status).toBe(
        times.settlesAt.getTime() <= times.processingAt.getTime() + 60_000 ? "completed" : "processing",
      );
      await advanceTo(times.settlesAt, -60_000);
      expect((await transferRow(transfer.id))?.status).toBe("processing");
      await advanceTo(times.settlesAt, 60_000);
      const done = await transferRow(transfer.id);
      expect(done).toMatchObject({ status: "completed", completed_at: times.settlesAt.toISOString(), next_step_at: null });
      // A completed payout is the only thing that lowered funding + in flight.
      const after = await heldMoney(harbor);
      expect(after.funding + after.inFlight).toBe(before.funding + before.inFlight - 12_345);
      expect(after.funding).toBe(before.funding - 12_345);
    });
  }

  it("each transfer test account's transfers fail with their reason and the money returns to the funding account", async () => {
    for (const account of BANK_TEST_ACCOUNTS.filter((a) => a.transferFailure !== null)) {
      const recipient = await verifiedRecipient(harbor, account.accountNumber);
      const before = await heldMoney(harbor);
      const reply = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 50_000, speed: "instant" });
      expect(reply.status).toBe(201);
      expect(await fundingBalance(harbor)).toBe(before.funding - 50_000);
      await advanceTo(reply.body.transfer.expectedCompletionAt ?? "", 60_000);
      expect(await transferRow(reply.body.transfer.id)).toMatchObject({ status: "failed", failure_reason: account.transferFailure });
      const after = await heldMoney(harbor);
      expect(after.funding).toBe(before.funding);
      expect(after.funding + after.inFlight).toBe(before.funding + before.inFlight);
      const read = await call<{ transfers: Transfer[] }>("GET", `/bankTransfers/recipients/${recipient.id}/transfers`, {
        token: (await as("admin@harbor.test")).token,
      });
      expect(read.body.transfers[0]).toMatchObject({ status: "failed", failureReason: account.transferFailure, completedAt: null });
      // The return is audited with the funding account it went back to.
      const audit = await env.DB.prepare("SELECT details_json FROM activities WHERE type = 'bank_transfer_failed' AND target_id = ?")
        .bind(reply.body.transfer.id)
        .first<{ details_json: string }>();
      expect(JSON.parse(audit?.details_json ?? "{}")).toMatchObject({ amountCents: 50_000, reason: account.transferFailure });
    }
  });

  it("the processors are idempotent: running them again after the end changes nothing", async () => {
    const before = await heldMoney(harbor);
    const rows = await env.DB.prepare("SELECT id, status, updated_at FROM transfers ORDER BY id").all();
    await call("POST", "/_sandbox/clock/advance", { body: { minutes: 1 } });
    await call("POST", "/_sandbox/clock/advance", { body: { minutes: 1 } });
    expect(await heldMoney(harbor)).toEqual(before);
    expect((await env.DB.prepare("SELECT id, status, updated_at FROM transfers ORDER BY id").all()).results).toEqual(rows.results);
  });
});

describe("the money invariant over a random sequence", () => {
  it("funding + in flight changes only by completed payouts, whatever the order of payments, returns and clock jumps", async () => {
    const good = await verifiedRecipient(harbor);
    const returning = await verifiedRecipient(harbor, "000000000202");
    const start = await heldMoney(harbor);
    // A fixed pseudo-random sequence (mulberry32), so a failure can be replayed.
    let state = 0x5eed;
    const next = () => {
      state = (state + 0x6d2b79f5) | 0;
      let t = Math.imul(state ^ (state >>> 15), 1 | state);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const speeds = ["ach", "sameday_ach", "instant"] as const;
    for (let step = 0; step < 24; step++) {
      if (next() < 0.6) {
        const recipient = next() < 0.5 ? good : returning;
        const reply = await sendPayment({
          businessId: harbor,
          recipientId: recipient.id,
          amountCents: 100 + Math.floor(next() * 100_000),
          speed: speeds[Math.floor(next() * 3)] ?? "ach",
        });
        expect(reply.status).toBe(201);
      } else {
        await call("POST", "/_sandbox/clock/advance", { body: { minutes: 1 + Math.floor(next() * 60 * 30) } });
      }
      const now = await heldMoney(harbor);
      expect(now.funding + now.inFlight, `step ${step}`).toBe(start.funding + start.inFlight - (now.completed - start.completed));
      expect(now.funding, `step ${step}`).toBeGreaterThanOrEqual(0);
    }
    await call("POST", "/_sandbox/clock/advance", { body: { days: 7 } });
    const end = await heldMoney(harbor);
    expect(end.inFlight).toBe(0);
    expect(end.funding).toBe(start.funding + start.inFlight - (end.completed - start.completed));
    expect(end.failed).toBeGreaterThan(start.failed);
    expect(end.completed).toBeGreaterThan(start.completed);
  });
});

describe("idempotency", () => {
  it("the same key pays once; another payload with it is 409; no key is 400", async () => {
    const recipient = await verifiedRecipient(harbor);
    const body = { businessId: harbor, recipientId: recipient.id, amountCents: 7_500, speed: "ach" as const };
    const before = await fundingBalance(harbor);
    const first = await sendPayment(body, { key: "double-submit-0001" });
    const second = await sendPayment(body, { key: "double-submit-0001" });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.transfer.id).toBe(first.body.transfer.id);
    expect(await fundingBalance(harbor)).toBe(before - 7_500);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM transfers WHERE recipient_id = ?")
      .bind(recipient.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
    const other = await sendPayment({ ...body, amountCents: 7_600 }, { key: "double-submit-0001" });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe("idempotency_key_reused");
    const none = await sendPayment(body, { key: null });
    expect(none.status).toBe(400);
    expect(await fundingBalance(harbor)).toBe(before - 7_500);
  });

  it("concurrent submits with one key pay once", async () => {
    const recipient = await verifiedRecipient(harbor);
    const body = { businessId: harbor, recipientId: recipient.id, amountCents: 1_000, speed: "instant" as const };
    const before = await fundingBalance(harbor);
    const replies = await Promise.all([1, 2, 3].map(() => sendPayment(body, { key: "concurrent-key-0001" })));
    const ok = replies.filter((r) => r.status === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(new Set(ok.map((r) => r.body.transfer.id)).size).toBe(1);
    for (const r of replies) expect([201, 409]).toContain(r.status);
    expect(await fundingBalance(harbor)).toBe(before - 1_000);
  });
});

describe("limits", () => {
  it("at most 50,000.00 per transfer (the spec's message key); 50,000.00 itself goes", async () => {
    const recipient = await verifiedRecipient(harbor);
    const over = await call<{ issues: Array<{ path: string; key?: string }> }>("POST", "/bankTransfers/transfers", {
      token: (await as("admin@harbor.test")).token,
      headers: { "idempotency-key": "cap-check-0001" },
      body: { businessId: harbor, recipientId: recipient.id, amountCents: 5_000_001, speed: "ach" },
    });
    expect(over.status).toBe(400);
    expect(over.body.issues).toEqual([expect.objectContaining({ path: "body.amountCents", key: "bankTransferAmountMax" })]);
    const fractional = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 10.5, speed: "ach" });
    expect(fractional.status).toBe(400);
    const cap = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 5_000_000, speed: "ach" });
    expect(cap.status).toBe(201);
  });

  it("never below zero: more than the funding balance is 409 insufficient_funds and nothing moves", async () => {
    const recipient = await verifiedRecipient(harbor);
    const balance = await fundingBalance(harbor);
    await env.DB.prepare("UPDATE funding_accounts SET balance_cents = 4_999 WHERE business_id = ?").bind(harbor).run();
    try {
      const transfers = await env.DB.prepare("SELECT COUNT(*) AS n FROM transfers").first<{ n: number }>();
      const reply = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 5_000, speed: "ach" });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe("insufficient_funds");
      expect(await fundingBalance(harbor)).toBe(4_999);
      expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM transfers").first<{ n: number }>())?.n).toBe(transfers?.n);
      const exact = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 4_999, speed: "ach" });
      expect(exact.status).toBe(201);
      expect(await fundingBalance(harbor)).toBe(0);
    } finally {
      await env.DB.prepare("UPDATE funding_accounts SET balance_cents = ? WHERE business_id = ?").bind(balance, harbor).run();
    }
  });

  it("only verified recipients are paid (409 recipient_not_verified)", async () => {
    const pending = await createRecipient(harbor, { bankAccount: bankDetails() });
    const awaiting = await createRecipient(harbor);
    for (const recipient of [pending, awaiting]) {
      const reply = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 100, speed: "ach" });
      expect(reply.status).toBe(409);
      expect(reply.body.code).toBe("recipient_not_verified");
    }
  });

  it("a transfer's amount never changes and a transfer never moves back (triggers)", async () => {
    const recipient = await verifiedRecipient(harbor);
    const reply = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 2_000, speed: "instant" });
    await expect(env.DB.prepare("UPDATE transfers SET amount_cents = 1 WHERE id = ?").bind(reply.body.transfer.id).run()).rejects.toThrow(
      /transfer_amount_fixed/,
    );
    await advanceTo(reply.body.transfer.expectedCompletionAt ?? "", 60_000);
    await expect(env.DB.prepare("UPDATE transfers SET status = 'created' WHERE id = ?").bind(reply.body.transfer.id).run()).rejects.toThrow(
      /transfer_backwards/,
    );
  });
});

describe("custom fields and lists", () => {
  it("a Unity Rent Relief payment carries the business's bank_transfers custom fields; unknown fields are refused", async () => {
    const program = "program@unity.test";
    const recipient = await createRecipient(BUSINESS_IDS.unityRent, { as: program, bankAccount: bankDetails() });
    await advanceTo(
      (
        await env.DB.prepare("SELECT verification_due_at FROM bank_accounts WHERE recipient_id = ?")
          .bind(recipient.id)
          .first<{ verification_due_at: string }>()
      )?.verification_due_at ?? "",
      60_000,
    );
    const token = (await as(program)).token;
    const ok = await call<{ transfer: Transfer }>("POST", "/bankTransfers/transfers", {
      token,
      headers: { "idempotency-key": "unity-custom-0001" },
      body: {
        businessId: BUSINESS_IDS.unityRent,
        recipientId: recipient.id,
        amountCents: 150_000,
        speed: "sameday_ach",
        customFields: { "Salesforce TSA ID": "TSA-123456" },
      },
    });
    expect(ok.status).toBe(201);
    expect(ok.body.transfer.customFields).toEqual({ "Salesforce TSA ID": "TSA-123456" });
    const unknown = await call("POST", "/bankTransfers/transfers", {
      token,
      headers: { "idempotency-key": "unity-custom-0002" },
      body: { businessId: BUSINESS_IDS.unityRent, recipientId: recipient.id, amountCents: 100, speed: "ach", customFields: { Nope: "x" } },
    });
    expect(unknown.status).toBe(400);
    // Paid from the program's own funding account.
    const listed = await call<{ transfers: Transfer[] }>(
      "GET",
      `/bankTransfers/transfers?businessId=${BUSINESS_IDS.unityRent}&recipientId=${recipient.id}`,
      { token },
    );
    expect(listed.body.transfers.map((t) => t.id)).toEqual([ok.body.transfer.id]);
  });

  it("a recipient paid more than 50 times: pages of 50 (the recipient page's size) reach every transfer once, newest first", async () => {
    const recipient = await verifiedRecipient(harbor);
    const paid = await sendPayment({ businessId: harbor, recipientId: recipient.id, amountCents: 100, speed: "ach" });
    expect(paid.status).toBe(201);
    // 119 older payments written as rows (the API path is proved above); a third of them share one
    // instant, so the pages must break ties by id.
    const account = await env.DB.prepare("SELECT id FROM bank_accounts WHERE recipient_id = ? AND deleted_at IS NULL")
      .bind(recipient.id)
      .first<{ id: string }>();
    const past = Array.from({ length: 119 }, (_, i) => {
      const at = i % 3 === 0 ? "2020-01-01T00:00:00.000Z" : new Date(Date.UTC(2020, 0, 2) + i * 86_400_000).toISOString();
      return env.DB.prepare(
        `INSERT INTO transfers (id, business_id, recipient_id, bank_account_id, amount_cents, speed, status, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, 'ach', 'completed', ?, ?)`,
      ).bind(`trf_paging_${String(i).padStart(3, "0")}`, harbor, recipient.id, account?.id, 101 + i, at, at);
    });
    await env.DB.batch(past);
    const { token } = await as("admin@harbor.test");
    const pages: Transfer[][] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/bankTransfers/recipients/${recipient.id}/transfers?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: { transfers: Transfer[]; nextCursor: string | null } } = await call("GET", path, { token });
      expect(page.status).toBe(200);
      pages.push(page.body.transfers);
      cursor = page.body.nextCursor;
    } while (cursor && pages.length < 10);
    expect(pages.map((p) => p.length)).toEqual([50, 50, 20]);
    const listed = pages.flat();
    expect(new Set(listed.map((t) => t.id)).size).toBe(120);
    expect(new Set(listed.map((t) => t.recipientId))).toEqual(new Set([recipient.id]));
    // Newest first (the payment just sent heads the first page), ties in time by id.
    expect(listed[0]?.id).toBe(paid.body.transfer.id);
    const keys = listed.map((t) => `${t.createdAt}|${t.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
  });

  it("lists transfers per business newest first, by status, page by page", async () => {
    const { token } = await as("admin@harbor.test");
    const all: Transfer[] = [];
    let cursor: string | null = null;
    do {
      const path: string = `/bankTransfers/transfers?businessId=${harbor}&limit=5${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
      const page: { status: number; body: { transfers: Transfer[]; nextCursor: string | null } } = await call("GET", path, { token });
      expect(page.status).toBe(200);
      all.push(...page.body.transfers);
      cursor = page.body.nextCursor;
    } while (cursor);
    const count = await env.DB.prepare("SELECT COUNT(*) AS n FROM transfers WHERE business_id = ?").bind(harbor).first<{ n: number }>();
    expect(all.length).toBe(count?.n);
    const keys = all.map((t) => `${t.createdAt}|${t.id}`);
    expect(keys).toEqual([...keys].sort().reverse());
    const failed = await call<{ transfers: Transfer[] }>("GET", `/bankTransfers/transfers?businessId=${harbor}&status=failed&limit=200`, {
      token,
    });
    expect(failed.body.transfers.length).toBeGreaterThan(0);
    expect(new Set(failed.body.transfers.map((t) => t.status))).toEqual(new Set(["failed"]));
  });
});
