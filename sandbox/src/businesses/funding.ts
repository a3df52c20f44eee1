/**
 * The funding account side of a business (docs/decisions/0115-funding-transfers.md): its balance, the
 * prefunding ACH details to send money to, its history (deposits and program transfers) and the moves
 * between a super business's and its programs' funding accounts.
 *
 * Balances have one source of truth, `funding_accounts.balance_cents`, changed only through the card
 * ledger's `fundingChange` (sandbox/src/cards/ledger.ts): card loads, bank transfers (ADR 0080) and the
 * transfers here. A transfer writes both balance changes and both history rows in one batch, so money
 * is never created or lost; the no-overdraft trigger (migration 0006) refuses a move the source cannot pay.
 */

import type { z } from "zod";
import type { depositSchema } from "#contract/entities";
import type { DepositType } from "#domain/enums";
import { checkCustomFields } from "#sandbox/businesses/custom-fields";
import { fundingAccountOf, fundingChange, noFundingAccount } from "#sandbox/cards/ledger";
import { iso } from "#sandbox/clock";
import { runAtomic } from "#sandbox/db/atomic";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { type Keyset, keysetPage, type PageQuery } from "#sandbox/db/pagination";
import { newId } from "#sandbox/ids";

export type Deposit = z.infer<typeof depositSchema>;

type DepositRow = {
  id: string;
  business_id: string;
  funding_account_id: string;
  deposit_type: DepositType;
  program_id: string | null;
  outgoing: number;
  amount_cents: number;
  status: Deposit["status"];
  custom_fields_json: string;
  created_at: string;
};

const DEPOSIT_COLUMNS =
  "id, business_id, funding_account_id, deposit_type, program_id, outgoing, amount_cents, status, custom_fields_json, created_at";

export const toDeposit = (r: DepositRow): Deposit => ({
  id: r.id,
  businessId: r.business_id,
  fundingAccountId: r.funding_account_id,
  depositType: r.deposit_type,
  programId: r.program_id,
  outgoing: r.outgoing === 1,
  amountCents: r.amount_cents,
  status: r.status,
  customFields: JSON.parse(r.custom_fields_json) as Record<string, string>,
  createdAt: r.created_at,
});

/** Newest first on the `funding_deposits_business (business_id, created_at, id)` index. */
const DEPOSITS_NEWEST: Keyset = { columns: ["created_at", "id"], kinds: ["string", "string"], direction: "desc" };

export type DepositFilter = {
  /** Inclusive instants (ISO strings), already converted from calendar dates by the caller. */
  fromInstant?: string | undefined;
  toInstant?: string | undefined;
  depositType?: DepositType | undefined;
  direction?: "incoming" | "outgoing" | undefined;
};

/** One business's funding history, newest first, keyset-paged. */
export async function listDeposits(db: D1Database, businessId: string, filter: DepositFilter, query: PageQuery) {
  const where = ["business_id = ?"];
  const binds: unknown[] = [businessId];
  if (filter.fromInstant) {
    where.push("created_at >= ?");
    binds.push(filter.fromInstant);
  }
  if (filter.toInstant) {
    where.push("created_at < ?");
    binds.push(filter.toInstant);
  }
  if (filter.depositType) {
    where.push("deposit_type = ?");
    binds.push(filter.depositType);
  }
  if (filter.direction) where.push(filter.direction === "outgoing" ? "outgoing = 1" : "outgoing = 0");
  const page = await keysetPage<DepositRow>(db, DEPOSITS_NEWEST, query, [
    { select: `SELECT ${DEPOSIT_COLUMNS} FROM funding_deposits`, where, binds },
  ]);
  return { deposits: page.items.map(toDeposit), nextCursor: page.nextCursor };
}

/** The bank details a business sends ACH money to; the account number in full (the caller checked viewACHDetails). */
export async function achDetails(db: D1Database, businessId: string, businessName: string) {
  const row = await db
    .prepare("SELECT account_number, routing_number, bank_name FROM funding_accounts WHERE business_id = ?")
    .bind(businessId)
    .first<{ account_number: string; routing_number: string; bank_name: string }>();
  if (!row) throw noFundingAccount();
  return {
    bankName: row.bank_name,
    accountHolderName: businessName,
    accountNumber: row.account_number,
    routingNumber: row.routing_number,
    // What the sender writes in the payment's reference so the money is credited to this business.
    reference: businessId,
  };
}

export async function prefundingBalance(db: D1Database, businessId: string) {
  const account = await fundingAccountOf(db, businessId);
  if (!account) throw noFundingAccount();
  return { balanceCents: account.balance_cents, updatedAt: account.updated_at };
}

export type FundsMove = {
  depositType: Exclude<DepositType, "ach">;
  /** Where the money leaves and where it arrives. */
  fromBusinessId: string;
  toBusinessId: string;
  amountCents: number;
  customFields: Readonly<Record<string, string>>;
  actor: Actor;
  /** The business the call was made on: its side of the move is the answer. */
  callerBusinessId: string;
};

/**
 * Moves money between two funding accounts: both balance changes, a history row on each side (the
 * `outgoing` flag set on the source's) and an audit row, in one batch with the idempotency claim.
 * `program_id` names the program on the other side, and for the super/program types the program itself
 * on both rows (as the seed does).
 */
export async function moveFunds(db: D1Database, now: number, move: FundsMove, claim: readonly D1PreparedStatement[]): Promise<Deposit> {
  const [from, to] = await Promise.all([fundingAccountOf(db, move.fromBusinessId), fundingAccountOf(db, move.toBusinessId)]);
  if (!from || !to) throw noFundingAccount();
  await checkCustomFields(db, move.callerBusinessId, move.customFields, "funding_account_deposit");
  const at = iso(now);
  const customFields = JSON.stringify(move.customFields);
  const program = (side: "from" | "to") => {
    if (move.depositType === "super_to_program") return move.toBusinessId;
    if (move.depositType === "program_to_super") return move.fromBusinessId;
    return side === "from" ? move.toBusinessId : move.fromBusinessId;
  };
  const rows: DepositRow[] = [
    { business: move.fromBusinessId, account: from.id, outgoing: 1, side: "from" as const },
    { business: move.toBusinessId, account: to.id, outgoing: 0, side: "to" as const },
  ].map((s) => ({
    id: newId("dep"),
    business_id: s.business,
    funding_account_id: s.account,
    deposit_type: move.depositType,
    program_id: program(s.side),
    outgoing: s.outgoing,
    amount_cents: move.amountCents,
    status: "completed",
    custom_fields_json: customFields,
    created_at: at,
  }));
  const insert = (r: DepositRow) =>
    db
      .prepare(`INSERT INTO funding_deposits (${DEPOSIT_COLUMNS}, created_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .bind(
        r.id,
        r.business_id,
        r.funding_account_id,
        r.deposit_type,
        r.program_id,
        r.outgoing,
        r.amount_cents,
        r.status,
        r.custom_fields_json,
        r.created_at,
        move.actor.id,
      );
  await runAtomic(db, [
    ...claim,
    fundingChange(db, now, from.id, -move.amountCents),
    fundingChange(db, now, to.id, move.amountCents),
    ...rows.map(insert),
    auditStatement(db, now, {
      type: "funds_transferred",
      businessId: move.callerBusinessId,
      targetType: "funding_account",
      targetId: from.id,
      actor: move.actor,
      details: {
        depositType: move.depositType,
        fromBusinessId: move.fromBusinessId,
        toBusinessId: move.toBusinessId,
        amountCents: move.amountCents,
      },
    }),
  ]);
  const mine = rows.find((r) => r.business_id === move.callerBusinessId) ?? (rows[0] as DepositRow);
  return toDeposit(mine);
}
