import { isApiError, type ProviderClient } from "#app/provider/client.server";
import { bankTransfers } from "#contract/bankTransfers";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { MAX_PAGE_SIZE } from "#contract/common";
import { type ImportCellError, type ImportKind, moneyLine, movesMoney, validateRow } from "./kinds";
import { type ImportRecord, readRows, recordOutcomes, type StoredRow } from "./store.server";

/**
 * The checks before an import is confirmed (ADR 0170): who each row pays (the payee index), whether the
 * funding accounts cover the money the rows move, and the whole batch's check just before the job starts.
 */

/**
 * What a money row pays or loads, as the provider's data has it (ADR 0173): the business whose funding
 * account pays (a card's own business, a recipient's own business), and why a row cannot go to it
 * (a closed card, a recipient without a verified bank account, an e-mail two recipients share).
 */
export type Payee = { businessId: string; problem: ImportCellError | null };
export type PayeeIndex = ReadonlyMap<string, Payee>;

/** Every page of a list the business's user sees: at most 50 reads for 10,000 items. */
async function everyPage<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor?: string | null }>): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/** The recipients the user sees in the business (its own and its programs'), all of them or those a search finds. */
export function recipientsOf(provider: ProviderClient, businessId: string, search?: string) {
  return everyPage((cursor) =>
    provider
      .call(bankTransfers.listRecipients, { query: { businessId, search, cursor, limit: MAX_PAGE_SIZE } })
      .then((page) => ({ items: page.recipients, nextCursor: page.nextCursor })),
  );
}

/**
 * The payees a money import may name, by the key its rows use: the cards the business's list shows (its
 * own and its programs'), by id; or the recipients it shows, by id and by e-mail. A row whose key is
 * missing names something this user cannot see in this business.
 */
export async function payeeIndex(provider: ProviderClient, kind: ImportKind, businessId: string): Promise<PayeeIndex> {
  const index = new Map<string, Payee>();
  if (kind === "card-loads") {
    const list = await everyPage((cursor) =>
      provider
        .call(cards.listCards, { params: { id: businessId }, query: { cursor, limit: MAX_PAGE_SIZE } })
        .then((page) => ({ items: page.cards, nextCursor: page.nextCursor })),
    );
    for (const card of list) index.set(card.id, { businessId: card.businessId, problem: card.status === "closed" ? "cardClosed" : null });
  }
  if (kind === "payments") {
    for (const recipient of await recipientsOf(provider, businessId)) {
      const payee: Payee = {
        businessId: recipient.businessId,
        problem: recipient.intakeStatus === "bank_account_verified" ? null : "recipientNotVerified",
      };
      index.set(recipient.id, payee);
      const email = recipient.email.toLowerCase();
      // An e-mail two recipients share (one in each of two programs) names neither: the row must give the ID.
      index.set(email, index.has(email) ? { ...payee, problem: "recipientAmbiguous" } : payee);
    }
  }
  return index;
}

export type FundingLine = { businessId: string; rows: number; totalCents: number; balanceCents: number | null };

/**
 * The whole batch against the funding accounts it takes from (a load comes from its card's own
 * business, a payment from its recipient's): one line per account with the rows' total and the
 * balance. `short` when any account cannot cover its part, or its balance cannot be read: then nothing
 * may move.
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

/**
 * The rows of a money import, totalled per funding account: in the preview (its rows without errors)
 * and again as the job's first step (its rows still to apply), for card loads and payments alike. A row
 * whose payee is unknown is left to the provider (the preview has marked it already).
 */
export function fundingTotals(kind: ImportKind, rows: readonly Pick<StoredRow, "cells">[], index: PayeeIndex) {
  const perBusiness = new Map<string, { rows: number; totalCents: number }>();
  for (const row of rows) {
    const parsed = validateRow(kind, row.cells);
    const line = parsed.ok ? moneyLine(kind, parsed.value) : null;
    const payee = line ? index.get(line.payee) : undefined;
    if (!line || !payee) continue;
    const part = perBusiness.get(payee.businessId) ?? { rows: 0, totalCents: 0 };
    part.rows += 1;
    part.totalCents += line.amountCents;
    perBusiness.set(payee.businessId, part);
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
  if (!movesMoney(imp.kind)) return { ok: true };
  const rows = await pendingRows(db, imp.id);
  if (!rows.length) return { ok: true };
  const index = await payeeIndex(provider, imp.kind, imp.businessId);
  const { short } = await fundingCheck(provider, fundingTotals(imp.kind, rows, index));
  if (!short) return { ok: true };
  await recordOutcomes(
    db,
    imp.id,
    rows.map((row) => ({ row: row.row, outcome: "notApplied", providerId: null, message: "insufficientFunds" })),
  );
  return { ok: false, refusal: "insufficientFunds" };
}
