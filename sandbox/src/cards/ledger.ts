/**
 * The card ledger (docs/decisions/0031-card-money-ledger.md). Money lives in two places: card
 * balances (`cards.balance_cents`, the available balance: loads minus approved purchases) and the
 * funding accounts. Every move is a pair of changes written in one `db.batch` (a transaction):
 * a `loads` row and balance change per card, and the opposite change on the other side. Triggers
 * (migration 0006) abort a batch that would overdraw a card or a funding account or put money on a
 * closed card, and guard statements abort it when the state it was computed from changed.
 */
import { iso } from "#sandbox/clock";
import { guard } from "#sandbox/db/atomic";
import { conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";

/** Guards that the card still has the status (and, if given, the balance) the handler read. */
export function cardGuard(db: D1Database, cardId: string, status: string, balanceCents?: number): D1PreparedStatement {
  return balanceCents === undefined
    ? guard(db, "EXISTS (SELECT 1 FROM cards WHERE id = ? AND status = ?)", cardId, status)
    : guard(db, "EXISTS (SELECT 1 FROM cards WHERE id = ? AND status = ? AND balance_cents = ?)", cardId, status, balanceCents);
}

export type FundingAccountRow = {
  id: string;
  business_id: string;
  name: string;
  balance_cents: number;
  account_number: string;
  updated_at: string;
};

export const FUNDING_COLUMNS = "id, business_id, name, balance_cents, account_number, updated_at";

export async function fundingAccountOf(db: D1Database, businessId: string): Promise<FundingAccountRow | null> {
  return db.prepare(`SELECT ${FUNDING_COLUMNS} FROM funding_accounts WHERE business_id = ?`).bind(businessId).first<FundingAccountRow>();
}

export const toFundingAccount = (row: FundingAccountRow) => ({
  id: row.id,
  businessId: row.business_id,
  name: row.name,
  balanceCents: row.balance_cents,
  accountNumberLast4: row.account_number.slice(-4),
  updatedAt: row.updated_at,
});

export const noFundingAccount = () => conflict("no_funding_account", "The business has no funding account");

/** Changes a funding account's balance (negative: money leaves it). */
export function fundingChange(db: D1Database, now: number, fundingAccountId: string, deltaCents: number): D1PreparedStatement {
  return db
    .prepare("UPDATE funding_accounts SET balance_cents = balance_cents + ?, updated_at = ? WHERE id = ?")
    .bind(deltaCents, iso(now), fundingAccountId);
}

export type LedgerEntry = {
  businessId: string;
  cardId: string;
  /** Positive: money onto the card; negative: money off it. */
  amountCents: number;
  source: "funding_account" | "card_transfer" | "withdrawal" | "autoload";
  createdBy: string | null;
  customFields?: Readonly<Record<string, string>>;
  /** An autoload's load: at most one per (autoload, run date, card) (unique index, migration 0014). */
  autoloadRun?: { autoloadId: string; runDate: string };
};

/** The `loads` row and the card's balance change of one ledger entry; returns the load id too. */
export function cardEntry(db: D1Database, now: number, entry: LedgerEntry): { loadId: string; statements: D1PreparedStatement[] } {
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents === 0) {
    throw new RangeError("A ledger entry moves a non-zero whole number of cents");
  }
  const loadId = newId("load");
  const at = iso(now);
  return {
    loadId,
    statements: [
      db
        .prepare(
          "INSERT INTO loads (id, business_id, card_id, amount_cents, source, autoload_id, autoload_run_date, created_by, custom_fields_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        )
        .bind(
          loadId,
          entry.businessId,
          entry.cardId,
          entry.amountCents,
          entry.source,
          entry.autoloadRun?.autoloadId ?? null,
          entry.autoloadRun?.runDate ?? null,
          entry.createdBy,
          JSON.stringify(entry.customFields ?? {}),
          at,
        ),
      db
        .prepare("UPDATE cards SET balance_cents = balance_cents + ?, updated_at = ? WHERE id = ?")
        .bind(entry.amountCents, at, entry.cardId),
    ],
  };
}
