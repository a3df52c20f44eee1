import { applyD1Migrations, SELF } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { checkBatch } from "#app/imports/checks.server";
import { applyNextRows, PARALLEL_CALLS, ROWS_PER_STEP, rowKey } from "#app/imports/job.server";
import type { ImportKind } from "#app/imports/kinds";
import { claimConfirm, countOutcomes, createImport, getImportById, type ImportRecord, readRows } from "#app/imports/store.server";
import { createProviderClient, isApiError, type ProviderTransport } from "#app/provider/client.server";
import { BUSINESS_IDS } from "#sandbox/seed/personas";
import { person, verifiedRecipient } from "./bank-transfers-helpers";
import { type CardPick, cardRow, ledgerMismatches, pickCard } from "./cards-helpers";
import { BASE, mailTo, seedSmall } from "./helpers";
import { fundingBalance } from "./helpers/money";
import { as } from "./helpers/session";

/**
 * The import job against the sandbox, inside workerd (issue 20 item 7, docs/decisions/0170-bulk-imports.md):
 * the job's steps (app/imports/job.server.ts) as the Workflow runs them, with the app's own D1, driven
 * through crashes and double confirms. The ledger is the oracle: each row moves its money exactly once.
 */

const harbor = BUSINESS_IDS.harbor;

beforeAll(async () => {
  await seedSmall();
  // Seeded autoloads would load cards while these tests count loads.
  await env.DB.prepare("UPDATE autoloads SET status = 'cancelled'").run();
  await applyD1Migrations(env.APP_DB, env.APP_MIGRATIONS);
});

const sandbox: ProviderTransport = (request) => SELF.fetch(request);

function providerFor(token: string, transport: ProviderTransport = sandbox) {
  return createProviderClient({ transport, baseUrl: BASE, getToken: async () => token });
}

/** A card-load import of `rows` (card, cents), confirmed, as the app stores it. */
async function loadImport(rows: readonly { cardId: string; cents: number }[]): Promise<ImportRecord> {
  const id = crypto.randomUUID();
  const funding: Record<string, { rows: number; totalCents: number }> = {};
  const part = { rows: 0, totalCents: 0 };
  for (const row of rows) {
    part.rows += 1;
    part.totalCents += row.cents;
  }
  funding[harbor] = part;
  await createImport(env.APP_DB, {
    id,
    businessId: harbor,
    kind: "card-loads",
    fileName: "loads.csv",
    createdBy: "usr_test",
    createdAt: new Date().toISOString(),
    totalCents: rows.reduce((sum, r) => sum + r.cents, 0),
    funding,
    rows: rows.map((r, i) => ({ row: i + 2, cells: { cardId: r.cardId, amount: (r.cents / 100).toFixed(2) }, errors: null })),
  });
  expect(await claimConfirm(env.APP_DB, id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(true);
  const imp = await getImportById(env.APP_DB, id);
  if (!imp) throw new Error("import not stored");
  return imp;
}

/** Runs the job's row steps to the end, as the engine does: a step that throws is run again. */
async function runToEnd(imp: ImportRecord, provider: ReturnType<typeof providerFor>, maxAttempts = 10): Promise<number> {
  let failures = 0;
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    try {
      const slice = await applyNextRows(env.APP_DB, provider, imp);
      if (slice.decided === 0) return failures;
    } catch {
      failures++;
    }
  }
  throw new Error("the job did not finish");
}

async function loadsWithKeys(imp: ImportRecord, rows: number): Promise<number> {
  const keys = Array.from({ length: rows }, (_, i) => rowKey(imp.id, i + 2));
  const row = await env.DB.prepare(
    `SELECT COUNT(*) AS n FROM idempotency_keys WHERE business_id = ? AND key IN (${keys.map(() => "?").join(", ")})`,
  )
    .bind(harbor, ...keys)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

describe("an import's job moves each row's money exactly once", () => {
  it("a crash after the provider acted and before the job recorded it: the step runs again and nothing moves twice", async () => {
    const admin = await as("admin@harbor.test");
    const cards = [];
    for (let i = 0; i < 8; i++) cards.push(await pickCard(harbor, "status = 'active'"));
    const rows = cards.map((card, i) => ({ cardId: card.id, cents: 1_000 + i }));
    const imp = await loadImport(rows);
    const before = { funding: await fundingBalance(harbor), cards: await Promise.all(cards.map((c) => cardRow(c.id))) };

    // The answers of the 3rd and 6th loads are lost: the provider moved the money, the worker died before
    // it heard back (the step ends in an error, as a crashed instance does, and the engine runs it again).
    let loads = 0;
    const crashing: ProviderTransport = async (request) => {
      const response = await SELF.fetch(request);
      if (request.method === "POST" && new URL(request.url).pathname.endsWith("/load")) {
        loads++;
        if (loads === 3 || loads === 6) throw new Error("the worker crashed");
      }
      return response;
    };
    const failures = await runToEnd(imp, providerFor(admin.token, crashing));
    expect(failures).toBeGreaterThan(0);

    const total = rows.reduce((sum, r) => sum + r.cents, 0);
    expect(await fundingBalance(harbor)).toBe(before.funding - total);
    for (const [i, card] of cards.entries())
      expect((await cardRow(card.id)).balance_cents).toBe((before.cards[i]?.balance_cents ?? 0) + (rows[i]?.cents ?? 0));
    expect(await loadsWithKeys(imp, rows.length)).toBe(rows.length);
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: rows.length, refused: 0, notApplied: 0, pending: 0 });
    // Each row names the provider's load.
    const stored = await readRows(env.APP_DB, imp.id, { limit: 100 });
    expect(stored.every((r) => (r.providerId ?? "").length > 0)).toBe(true);
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });

  it("a double confirm starts one job; two jobs of the same import side by side still move each row once", async () => {
    const admin = await as("admin@harbor.test");
    const cards = [];
    for (let i = 0; i < 6; i++) cards.push(await pickCard(harbor, "status = 'active'"));
    const rows = cards.map((card, i) => ({ cardId: card.id, cents: 2_000 + i }));
    const imp = await loadImport(rows);
    // The second confirm (a double click, another tab) finds the import confirmed already.
    expect(await claimConfirm(env.APP_DB, imp.id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(false);
    const before = await fundingBalance(harbor);
    const provider = providerFor(admin.token);
    await Promise.all([runToEnd(imp, provider), runToEnd(imp, provider)]);
    // And a third run later (a continued import) finds nothing left to send.
    expect((await applyNextRows(env.APP_DB, provider, imp)).decided).toBe(0);
    expect(await fundingBalance(harbor)).toBe(before - rows.reduce((sum, r) => sum + r.cents, 0));
    expect(await loadsWithKeys(imp, rows.length)).toBe(rows.length);
    expect(await countOutcomes(env.APP_DB, imp.id)).toMatchObject({ applied: rows.length, pending: 0 });
    expect(await ledgerMismatches(harbor)).toEqual([]);
  });

  it("a batch the funding account cannot cover moves nothing: every row is marked not applied", async () => {
    const admin = await as("admin@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    const balance = await fundingBalance(harbor);
    // More rows of the largest load than the balance holds.
    const count = Math.floor(balance / 999_900) + 1;
    const imp = await loadImport(Array.from({ length: count }, () => ({ cardId: card.id, cents: 999_900 })));
    const provider = providerFor(admin.token);
    expect(await checkBatch(env.APP_DB, provider, imp)).toEqual({ ok: false, refusal: "insufficientFunds" });
    expect((await applyNextRows(env.APP_DB, provider, imp)).decided).toBe(0);
    expect(await fundingBalance(harbor)).toBe(balance);
    expect((await cardRow(card.id)).balance_cents).toBe(card.balance_cents);
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: 0, refused: 0, notApplied: count, pending: 0 });
  });

  it("a viewer's import is refused by the provider row by row and moves nothing", async () => {
    const viewer = await as("viewer@harbor.test");
    const card = await pickCard(harbor, "status = 'active'");
    const imp = await loadImport([{ cardId: card.id, cents: 500 }]);
    const balance = await fundingBalance(harbor);
    await runToEnd(imp, providerFor(viewer.token));
    expect(await fundingBalance(harbor)).toBe(balance);
    const [row] = await readRows(env.APP_DB, imp.id, { limit: 1 });
    expect(row).toMatchObject({ outcome: "refused", message: "notPermitted" });
  });
});

/** An import of `kind` of `rows` (cells as typed) that moves no money, confirmed, as the app stores it. */
async function plainImport(rows: readonly Record<string, string>[], kind: ImportKind = "recipients"): Promise<ImportRecord> {
  const id = crypto.randomUUID();
  await createImport(env.APP_DB, {
    id,
    businessId: harbor,
    kind,
    fileName: `${kind}.csv`,
    createdBy: "usr_test",
    createdAt: new Date().toISOString(),
    totalCents: 0,
    funding: null,
    rows: rows.map((cells, i) => ({ row: i + 2, cells, errors: null })),
  });
  expect(await claimConfirm(env.APP_DB, id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(true);
  const imp = await getImportById(env.APP_DB, id);
  if (!imp) throw new Error("import not stored");
  return imp;
}

async function recipientsWithEmails(emails: readonly string[]): Promise<Map<string, number>> {
  const { results } = await env.DB.prepare(
    `SELECT email, COUNT(*) AS n FROM recipients WHERE business_id = ? AND email IN (${emails.map(() => "?").join(", ")}) GROUP BY email`,
  )
    .bind(harbor, ...emails)
    .all<{ email: string; n: number }>();
  return new Map(results.map((r) => [r.email, r.n]));
}

describe("a large card-load import meets a provider fault and a throttle in the middle (issue 40 item 3)", () => {
  it("resumes at the first row still pending, waits as the provider asks, and moves each row's money once", async () => {
    const admin = await as("admin@harbor.test");
    const cards: CardPick[] = [];
    for (let i = 0; i < 10; i++) cards.push(await pickCard(harbor, "status = 'active'"));
    // More than a step's worth of rows (600), one to three cents each, over ten cards: the faults land in
    // the middle of a step with six loads in flight, and the run still fits the suite.
    const total = ROWS_PER_STEP + 100;
    const rows = Array.from({ length: total }, (_, i) => ({
      cardId: cards[i % cards.length]?.id ?? "",
      cents: 1 + (i % 3),
    }));
    const imp = await loadImport(rows);
    const before = { funding: await fundingBalance(harbor), cards: await Promise.all(cards.map((c) => cardRow(c.id))) };

    // Halfway, the provider fails the next three loads (500); at three quarters it throttles the next
    // four (429, Retry-After: 30), through the sandbox's own fault switch.
    const answered = new Map<string, number[]>();
    let inFlight = 0;
    let mostInFlight = 0;
    let loadCalls = 0;
    const arm = (mode: "error" | "rate_limit", count: number) =>
      SELF.fetch(`${BASE}/_sandbox/faults`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ endpoint: "cards.load", mode, count }),
      });
    const faulty: ProviderTransport = async (request) => {
      if (!(request.method === "POST" && new URL(request.url).pathname.endsWith("/load"))) return SELF.fetch(request);
      loadCalls++;
      if (loadCalls === total / 2) await arm("error", 3);
      if (loadCalls === (total * 3) / 4) await arm("rate_limit", 4);
      inFlight++;
      mostInFlight = Math.max(mostInFlight, inFlight);
      try {
        const response = await SELF.fetch(request);
        const key = request.headers.get("idempotency-key") ?? "";
        answered.set(key, [...(answered.get(key) ?? []), response.status]);
        return response;
      } finally {
        inFlight--;
      }
    };
    const provider = providerFor(admin.token, faulty);
    const waits: number[] = [];
    const wait = async (ms: number) => {
      waits.push(ms);
    };
    // As the engine runs the steps: a step that throws is run again.
    const stepErrors: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        if ((await applyNextRows(env.APP_DB, provider, imp, { wait })).decided === 0) break;
      } catch (error) {
        stepErrors.push(isApiError(error) ? error.status : 0);
      }
    }

    // The 500s failed their step, and the engine's next attempt went on; the throttle failed none: each
    // 429 paused the lanes for the 30 seconds the provider asked (the test's clock does not wait).
    expect(stepErrors.length).toBeGreaterThan(0);
    expect(stepErrors.every((status) => status === 500)).toBe(true);
    expect(waits.filter((ms) => ms !== 250)).toEqual([30_000, 30_000, 30_000, 30_000]);
    expect(mostInFlight).toBeLessThanOrEqual(PARALLEL_CALLS);
    expect(mostInFlight).toBeGreaterThan(1);
    // Resumed where it stopped: no row's load was sent again once the provider had made it.
    const statuses = [...answered.values()];
    expect(answered.size).toBe(total);
    expect(statuses.filter((s) => s.filter((status) => status === 201).length !== 1)).toEqual([]);
    expect(statuses.flat().filter((status) => status === 500)).toHaveLength(3);
    expect(statuses.flat().filter((status) => status === 429)).toHaveLength(4);

    // The money moved exactly once per row.
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: total, refused: 0, notApplied: 0, pending: 0 });
    const sum = rows.reduce((acc, r) => acc + r.cents, 0);
    expect(await fundingBalance(harbor)).toBe(before.funding - sum);
    for (const [i, card] of cards.entries()) {
      const loaded = rows.filter((r) => r.cardId === card.id).reduce((acc, r) => acc + r.cents, 0);
      expect((await cardRow(card.id)).balance_cents).toBe((before.cards[i]?.balance_cents ?? 0) + loaded);
    }
    const keys = await env.DB.prepare("SELECT COUNT(*) AS n FROM idempotency_keys WHERE business_id = ? AND key LIKE ?")
      .bind(harbor, `import-${imp.id}-row-%`)
      .first<{ n: number }>();
    expect(keys?.n).toBe(total);
    expect(await ledgerMismatches(harbor)).toEqual([]);
    // Six hundred loads through the sandbox, one request each: longer than the file's usual minute.
  }, 300_000);
});

describe("a recipients import's job creates each recipient exactly once", () => {
  it("a double confirm, two jobs side by side and a lost answer: each row's recipient is created once, with its bank details when given", async () => {
    const admin = await as("admin@harbor.test");
    const people = Array.from({ length: 6 }, () => person("Import"));
    const rows = people.map(
      (who, i): Record<string, string> =>
        i % 2 === 0
          ? { name: who.name, email: who.email }
          : {
              name: who.name,
              email: who.email,
              accountHolderName: who.name,
              accountType: "checking",
              accountNumber: "000123456789",
              routingNumber: "021000021",
            },
    );
    const imp = await plainImport(rows);
    expect(await claimConfirm(env.APP_DB, imp.id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(false);

    // The answer of the 2nd creation is lost (the provider created it, the worker died before hearing back).
    let creations = 0;
    const crashing: ProviderTransport = async (request) => {
      const response = await SELF.fetch(request);
      if (request.method === "POST" && new URL(request.url).pathname.startsWith("/bankTransfers/recipient")) {
        creations++;
        if (creations === 2) throw new Error("the worker crashed");
      }
      return response;
    };
    await Promise.all([runToEnd(imp, providerFor(admin.token, crashing)), runToEnd(imp, providerFor(admin.token))]);
    expect((await applyNextRows(env.APP_DB, providerFor(admin.token), imp)).decided).toBe(0);

    const counts = await recipientsWithEmails(people.map((p) => p.email));
    for (const who of people) expect(counts.get(who.email), who.email).toBe(1);
    for (const who of people.filter((_, i) => i % 2 === 0)) expect(await mailTo(who.email)).toHaveLength(1);
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: rows.length, refused: 0, notApplied: 0, pending: 0 });
    const stored = await readRows(env.APP_DB, imp.id, { limit: 100 });
    expect(stored.every((r) => (r.providerId ?? "").startsWith("rcp_"))).toBe(true);
    // Once decided, the account and routing numbers are kept as their last four digits only.
    expect(stored[1]?.cells).toMatchObject({ accountNumber: "••••6789", routingNumber: "••••0021" });
    const withBank = await env.DB.prepare("SELECT COUNT(*) AS n FROM bank_accounts WHERE recipient_id IN (?, ?, ?) AND deleted_at IS NULL")
      .bind(stored[1]?.providerId ?? "", stored[3]?.providerId ?? "", stored[5]?.providerId ?? "")
      .first<{ n: number }>();
    expect(withBank?.n).toBe(3);
  });

  it("a row whose e-mail a recipient of the business already has is refused on its row; the others are created", async () => {
    const admin = await as("admin@harbor.test");
    const [taken, fresh] = [person("Taken"), person("Fresh")];
    const first = await plainImport([taken]);
    await runToEnd(first, providerFor(admin.token));
    const imp = await plainImport([{ ...taken, name: "Someone Else" }, fresh]);
    await runToEnd(imp, providerFor(admin.token));
    const [row2, row3] = await readRows(env.APP_DB, imp.id, { limit: 2 });
    expect(row2).toMatchObject({ outcome: "refused", message: "emailInUse", providerId: null });
    expect(row3).toMatchObject({ outcome: "applied" });
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: 1, refused: 1, notApplied: 0, pending: 0 });
  });

  it("a viewer's recipients import is refused by the provider row by row and creates nobody", async () => {
    const viewer = await as("viewer@harbor.test");
    const who = person("Viewer");
    const imp = await plainImport([who]);
    await runToEnd(imp, providerFor(viewer.token));
    const [row] = await readRows(env.APP_DB, imp.id, { limit: 1 });
    expect(row).toMatchObject({ outcome: "refused", message: "notPermitted" });
    expect((await recipientsWithEmails([who.email])).size).toBe(0);
  });
});

describe("a card-order import's job orders each row's card exactly once", () => {
  const holder = (i: number, tag: string) => ({
    firstName: "Import",
    lastName: `Holder ${String.fromCharCode(97 + i)}`,
    email: `order.${tag}.${i}@holder.test`,
  });
  async function cardsOrderedFor(email: string): Promise<number> {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM cards WHERE business_id = ? AND holder_email = ?")
      .bind(harbor, email)
      .first<{ n: number }>();
    return row?.n ?? 0;
  }

  for (const kind of ["order-physical", "order-virtual"] as const) {
    it(`${kind}: a double confirm, two jobs side by side and a lost answer order one card per row`, async () => {
      const admin = await as("admin@harbor.test");
      const tag = `${kind}-${Date.now()}`;
      const address = { addressOne: "120 Main Street", city: "Springfield", state: "IL", zip: "62701", shippingMethod: "USPS_GROUND" };
      const rows = Array.from(
        { length: 4 },
        (_, i): Record<string, string> => ({
          ...holder(i, tag),
          ...(kind === "order-physical" ? address : {}),
        }),
      );
      const imp = await plainImport(rows, kind);
      expect(await claimConfirm(env.APP_DB, imp.id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(false);
      let orders = 0;
      const crashing: ProviderTransport = async (request) => {
        const response = await SELF.fetch(request);
        if (request.method === "POST" && /\/(orderAndShip|virtualCards)$/.test(new URL(request.url).pathname)) {
          orders++;
          if (orders === 2) throw new Error("the worker crashed");
        }
        return response;
      };
      await Promise.all([runToEnd(imp, providerFor(admin.token, crashing)), runToEnd(imp, providerFor(admin.token))]);
      expect((await applyNextRows(env.APP_DB, providerFor(admin.token), imp)).decided).toBe(0);
      for (const row of rows) expect(await cardsOrderedFor(row.email ?? ""), row.email).toBe(1);
      expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: rows.length, refused: 0, notApplied: 0, pending: 0 });
      const stored = await readRows(env.APP_DB, imp.id, { limit: 100 });
      expect(stored.every((r) => /^[A-Z0-9]{10}$/.test(r.providerId ?? ""))).toBe(true);
    });
  }

  it("a viewer's card-order import is refused by the provider row by row and orders nothing", async () => {
    const viewer = await as("viewer@harbor.test");
    const row = holder(0, `viewer-${Date.now()}`);
    const imp = await plainImport([row], "order-virtual");
    await runToEnd(imp, providerFor(viewer.token));
    const [stored] = await readRows(env.APP_DB, imp.id, { limit: 1 });
    expect(stored).toMatchObject({ outcome: "refused", message: "notPermitted" });
    expect(await cardsOrderedFor(row.email)).toBe(0);
  });
});

describe("a payments import's job pays each row exactly once (ADR 0173)", () => {
  async function transfersTo(recipientId: string): Promise<number> {
    const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM transfers WHERE recipient_id = ?").bind(recipientId).first<{ n: number }>();
    return row?.n ?? 0;
  }

  it("a double confirm, two jobs side by side and a lost answer: each row's transfer is made once, by ID or by e-mail", async () => {
    const recipients = [await verifiedRecipient(harbor), await verifiedRecipient(harbor), await verifiedRecipient(harbor)];
    // Signed in after the clock moved on for the verifications (a token from before would have expired).
    const admin = await as("admin@harbor.test");
    const rows = recipients.map(
      (recipient, i): Record<string, string> => ({
        // The second row names its recipient by e-mail, as a coordinator's spreadsheet may.
        recipient: i === 1 ? recipient.email.toUpperCase() : recipient.id,
        amount: `${10 + i}.25`,
        speed: "ach",
      }),
    );
    const imp = await plainImport(rows, "payments");
    expect(await claimConfirm(env.APP_DB, imp.id, { id: "usr_test", name: "Test" }, new Date().toISOString())).toBe(false);
    const provider = providerFor(admin.token);
    expect(await checkBatch(env.APP_DB, provider, imp)).toEqual({ ok: true });
    const before = await fundingBalance(harbor);
    let payments = 0;
    const crashing: ProviderTransport = async (request) => {
      const response = await SELF.fetch(request);
      if (request.method === "POST" && new URL(request.url).pathname.endsWith("/bankTransfers/transfers")) {
        payments++;
        if (payments === 2) throw new Error("the worker crashed");
      }
      return response;
    };
    await Promise.all([runToEnd(imp, providerFor(admin.token, crashing)), runToEnd(imp, provider)]);
    expect((await applyNextRows(env.APP_DB, provider, imp)).decided).toBe(0);
    for (const recipient of recipients) expect(await transfersTo(recipient.id), recipient.id).toBe(1);
    expect(await fundingBalance(harbor)).toBe(before - (1_025 + 1_125 + 1_225));
    expect(await countOutcomes(env.APP_DB, imp.id)).toEqual({ applied: rows.length, refused: 0, notApplied: 0, pending: 0 });
    const stored = await readRows(env.APP_DB, imp.id, { limit: 100 });
    expect(stored.every((r) => /^trf_/.test(r.providerId ?? ""))).toBe(true);
  });

  it("a batch the funding account cannot cover pays nothing; an unknown e-mail is refused on its row", async () => {
    const recipient = await verifiedRecipient(harbor);
    const admin = await as("admin@harbor.test");
    const balance = await fundingBalance(harbor);
    const count = Math.floor(balance / 5_000_000) + 1;
    const provider = providerFor(admin.token);
    const short = await plainImport(
      Array.from({ length: count }, () => ({ recipient: recipient.id, amount: "50000", speed: "ach" })),
      "payments",
    );
    expect(await checkBatch(env.APP_DB, provider, short)).toEqual({ ok: false, refusal: "insufficientFunds" });
    expect((await applyNextRows(env.APP_DB, provider, short)).decided).toBe(0);
    expect(await fundingBalance(harbor)).toBe(balance);
    expect(await transfersTo(recipient.id)).toBe(0);
    expect(await countOutcomes(env.APP_DB, short.id)).toEqual({ applied: 0, refused: 0, notApplied: count, pending: 0 });

    const unknown = await plainImport([{ recipient: `nobody.${Date.now()}@recipient.test`, amount: "1", speed: "ach" }], "payments");
    await runToEnd(unknown, provider);
    const [row] = await readRows(env.APP_DB, unknown.id, { limit: 1 });
    expect(row).toMatchObject({ outcome: "refused", message: "notFound" });
    expect(await fundingBalance(harbor)).toBe(balance);
  });
});
