import { type ApiError, isApiError, type ProviderClient } from "#app/provider/client.server";
import { bankTransfers } from "#contract/bankTransfers";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { MAX_PAGE_SIZE } from "#contract/common";
import {
  type CardLoadRow,
  IMPORTS,
  type ImportKind,
  maskSecret,
  type PhysicalOrderRow,
  type RecipientRow,
  type VirtualOrderRow,
  validateRow,
} from "./kinds";
import { type Decided, type ImportRecord, readRows, recordOutcomes, type StoredRow } from "./store.server";

/**
 * The work of an import's job (docs/decisions/0170-bulk-imports.md), apart from the engine that runs it
 * (workflow.server.ts) so the exactly-once tests drive it directly. Each row is sent with its own
 * idempotency key, derived from the import and the row's number: a step retried after a crash, a
 * resumed run, or a second job for the same import sends the same keys, and the provider acts once.
 * A row's outcome is written once (the first decision stays).
 */

/** The idempotency key of one row of one import (the provider keeps keys 24 hours). */
export function rowKey(importId: string, row: number): string {
  return `import-${importId}-row-${row}`;
}

/** Rows per step of the job: a step's work is retried as a whole, so it stays small. */
export const ROWS_PER_STEP = 100;
/** Provider calls in flight at once within a step. */
const PARALLEL_CALLS = 6;

export type CardInfo = { businessId: string; status: string };

/** Every card the business's list shows (its own and its programs'), by id: at most 50 reads for 10,000 cards. */
export async function cardIndex(provider: ProviderClient, businessId: string): Promise<Map<string, CardInfo>> {
  const index = new Map<string, CardInfo>();
  let cursor: string | undefined;
  do {
    const page = await provider.call(cards.listCards, { params: { id: businessId }, query: { cursor, limit: MAX_PAGE_SIZE } });
    for (const card of page.cards) index.set(card.id, { businessId: card.businessId, status: card.status });
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return index;
}

export type FundingLine = { businessId: string; rows: number; totalCents: number; balanceCents: number | null };

/**
 * The whole batch against the funding accounts it takes from (a load comes from its card's own
 * business): one line per account with the rows' total and the balance. `short` when any account
 * cannot cover its part, or its balance cannot be read: then nothing may move.
 */
export async function fundingCheck(
  provider: ProviderClient,
  perBusiness: ReadonlyMap<string, { rows: number; totalCents: number }>,
): Promise<{ lines: FundingLine[]; short: boolean }> {
  const lines = await Promise.all(
    [...perBusiness.entries()].map(async ([businessId, part]) => {
      const balanceCents = await provider
        .call(businesses.getPrefundingBalance, { params: { id: businessId } })
        .then((b) => b.balanceCents)
        .catch((error: unknown) => (isApiError(error) && error.status < 500 ? null : Promise.reject(error)));
      return { businessId, ...part, balanceCents };
    }),
  );
  return { lines, short: lines.some((l) => l.balanceCents === null || l.balanceCents < l.totalCents) };
}

/** The card-load rows still to apply, totalled per funding account (rows of unknown cards are left to the provider). */
export function loadTotals(rows: readonly StoredRow[], index: ReadonlyMap<string, CardInfo>) {
  const perBusiness = new Map<string, { rows: number; totalCents: number }>();
  for (const row of rows) {
    const parsed = validateRow("card-loads", row.cells);
    if (!parsed.ok) continue;
    const value = parsed.value as CardLoadRow;
    const card = index.get(value.cardId);
    if (!card) continue;
    const part = perBusiness.get(card.businessId) ?? { rows: 0, totalCents: 0 };
    part.rows += 1;
    part.totalCents += value.amount;
    perBusiness.set(card.businessId, part);
  }
  return perBusiness;
}

/** Every pending row of an import, in order (for the whole-batch check). */
async function pendingRows(db: D1Database, importId: string): Promise<StoredRow[]> {
  const all: StoredRow[] = [];
  let after = 0;
  for (;;) {
    const page = await readRows(db, importId, { afterRow: after, limit: 1000, pendingOnly: true });
    all.push(...page);
    const last = page.at(-1);
    if (!last || page.length < 1000) return all;
    after = last.row;
  }
}

export type BatchCheck = { ok: true } | { ok: false; refusal: "insufficientFunds" };

/**
 * Before anything moves: an import that moves money must be covered as a whole by the funding accounts
 * (issue 20 item 3). Short: every pending row is marked not applied, and nothing is sent.
 */
export async function checkBatch(db: D1Database, provider: ProviderClient, imp: ImportRecord): Promise<BatchCheck> {
  if (!IMPORTS[imp.kind].movesMoney) return { ok: true };
  const rows = await pendingRows(db, imp.id);
  if (!rows.length) return { ok: true };
  const index = await cardIndex(provider, imp.businessId);
  const { short } = await fundingCheck(provider, loadTotals(rows, index));
  if (!short) return { ok: true };
  await recordOutcomes(
    db,
    imp.id,
    rows.map((row) => ({ row: row.row, outcome: "notApplied", providerId: null, message: "insufficientFunds" })),
  );
  return { ok: false, refusal: "insufficientFunds" };
}

/** The message a provider refusal of one row gets in the result (keys of imports.outcomes). */
function refusalMessage(error: ApiError): string {
  if (error.status === 403) return "notPermitted";
  if (error.status === 404) return "notFound";
  switch (error.code) {
    case "insufficient_funds":
    case "no_funding_account":
      return "insufficientFunds";
    case "card_blocked":
      return "cardClosed";
    case "email_in_use":
      return "emailInUse";
    case "validation_failed":
      return "invalid";
    default:
      return "refused";
  }
}

/** Thrown when the confirming person's authority ended (sign-out, expired token): the job pauses. */
export class AuthorityEnded extends Error {
  constructor() {
    super("The import's authority ended");
    this.name = "AuthorityEnded";
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Applied = { providerId: string };

/** Sends one row to the provider with its key; the same key always names the same request. */
async function sendRow(provider: ProviderClient, imp: ImportRecord, row: StoredRow): Promise<Applied> {
  const key = rowKey(imp.id, row.row);
  const parsed = validateRow(imp.kind, row.cells);
  if (!parsed.ok) throw new Error("A row with errors reached the job");
  switch (imp.kind as ImportKind) {
    case "card-loads": {
      const value = parsed.value as CardLoadRow;
      const answer = await provider.call(cards.load, {
        params: { id: imp.businessId },
        body: { loads: [{ cardId: value.cardId, amountCents: value.amount }] },
        idempotencyKey: key,
      });
      return { providerId: answer.loads[0]?.id ?? "" };
    }
    case "recipients": {
      const value = parsed.value as RecipientRow;
      const who = {
        businessId: imp.businessId,
        name: value.name,
        email: value.email,
        ...(value.phone ? { phone: value.phone } : {}),
        ...(value.language ? { language: value.language } : {}),
      };
      const answer =
        value.bankDetails === "now"
          ? await provider.call(bankTransfers.createRecipientWithBankAccount, {
              body: {
                ...who,
                bankAccount: {
                  accountHolderName: value.accountHolderName,
                  accountType: value.accountType,
                  accountNumber: value.accountNumber,
                  routingNumber: value.routingNumber,
                },
              },
              idempotencyKey: key,
            })
          : await provider.call(bankTransfers.createRecipient, { body: who, idempotencyKey: key });
      return { providerId: answer.recipient.id };
    }
    // A card order per row (one card each), as the single order form places it: the result names the card.
    case "order-physical": {
      const value = parsed.value as PhysicalOrderRow;
      const { firstName, lastName, addressOne, addressTwo, city, state, zip } = value;
      const answer = await provider.call(cards.orderAndShip, {
        params: { id: imp.businessId },
        body: {
          shippingMethod: value.shippingMethod,
          cards: [
            {
              firstName,
              lastName,
              email: value.email,
              phone: value.phone,
              address: { firstName, lastName, addressOne, addressTwo: addressTwo || undefined, city, state, zip },
            },
          ],
        },
        idempotencyKey: key,
      });
      return { providerId: answer.cards[0]?.id ?? answer.cardOrder.id };
    }
    case "order-virtual": {
      const value = parsed.value as VirtualOrderRow;
      const answer = await provider.call(cards.createVirtualCards, {
        params: { id: imp.businessId },
        body: { cards: [{ firstName: value.firstName, lastName: value.lastName, email: value.email, phone: value.phone }] },
        idempotencyKey: key,
      });
      return { providerId: answer.cards[0]?.id ?? answer.cardOrder.id };
    }
  }
}

/**
 * One row's outcome. A provider refusal is the row's result; "still in progress" (the same key sent
 * by another run at this moment) is asked again; an expired or revoked token stops the job; a
 * transport failure or provider 5xx is thrown, so the engine retries the step (the same keys).
 */
async function applyRow(provider: ProviderClient, imp: ImportRecord, row: StoredRow): Promise<Decided> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { providerId } = await sendRow(provider, imp, row);
      return { row: row.row, outcome: "applied", providerId, message: null, ...masked(imp, row) };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 401) throw new AuthorityEnded();
      if (error.code === "idempotency_request_in_progress" && attempt < 40) {
        await sleep(250);
        continue;
      }
      if (error.status >= 500 || error.status === 429) throw error;
      return { row: row.row, outcome: "refused", providerId: null, message: refusalMessage(error), ...masked(imp, row) };
    }
  }
}

/** Once a row is decided its secret cells (account numbers) are kept as their last four characters only. */
function masked(imp: ImportRecord, row: StoredRow): { maskedCells?: StoredRow["cells"] } {
  const secret = IMPORTS[imp.kind].secretColumns.filter((key) => row.cells[key]);
  if (!secret.length) return {};
  const cells = { ...row.cells };
  for (const key of secret) cells[key] = maskSecret(cells[key] ?? "");
  return { maskedCells: cells };
}

/**
 * Applies the next pending rows (at most ROWS_PER_STEP) and records their outcomes: how many rows it
 * decided (0: none left), and whether the confirming person's authority ended on the way (the rows
 * decided until then are recorded; the rest stay pending for a resumed run).
 */
export async function applyNextRows(
  db: D1Database,
  provider: ProviderClient,
  imp: ImportRecord,
): Promise<{ decided: number; authorityEnded: boolean }> {
  const rows = await readRows(db, imp.id, { limit: ROWS_PER_STEP, pendingOnly: true });
  if (!rows.length) return { decided: 0, authorityEnded: false };
  const decided: Decided[] = [];
  let next = 0;
  let stop: unknown = null;
  const lane = async () => {
    while (next < rows.length && !stop) {
      const row = rows[next++] as StoredRow;
      try {
        decided.push(await applyRow(provider, imp, row));
      } catch (error) {
        stop ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_CALLS, rows.length) }, lane));
  await recordOutcomes(db, imp.id, decided);
  if (stop instanceof AuthorityEnded) return { decided: decided.length, authorityEnded: true };
  if (stop) throw stop;
  return { decided: decided.length, authorityEnded: false };
}
