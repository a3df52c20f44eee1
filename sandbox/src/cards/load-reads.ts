/**
 * What a card load reads before it moves money, as statements that join the access check's round trip
 * (docs/decisions/0252-import-within-a-minute.md): the named cards, the funding accounts they draw on,
 * their holders' choice for load e-mails, and the name of the user who loads (the answer names them).
 * With the key's lookup, a load is three D1 round trips: these reads, the money batch (which also settles
 * the key) and the webhook outbox.
 */
import { holdersOfCardsStatement, type NotifiedHolder } from "#sandbox/cardholders/notify";
import { FUNDING_COLUMNS, type FundingAccountRow } from "./ledger";
import { CARD_COLUMNS, type CardRow } from "./rows";

export type LoadFacts = {
  cards: Map<string, CardRow>;
  /** Funding accounts by business id: the path business's and those of the cards' businesses. */
  funding: Map<string, FundingAccountRow>;
  /** The cards' holders by cardholder id, with their preference for load e-mails. */
  holders: Map<string, NotifiedHolder>;
  /** The loading user's name (null when the user is gone). */
  by: { first_name: string; last_name: string } | null;
};

/** The statements (any number of card ids: one bound value, a JSON array) and how to read their results. */
export function loadReads(
  db: D1Database,
  request: { businessId: string; userId: string; cardIds: readonly string[] },
): { statements: D1PreparedStatement[]; from: (results: readonly D1Result[]) => LoadFacts } {
  const ids = JSON.stringify([...new Set(request.cardIds)]);
  const statements = [
    db.prepare(`SELECT ${CARD_COLUMNS} FROM cards WHERE id IN (SELECT value FROM json_each(?))`).bind(ids),
    db
      .prepare(
        `SELECT ${FUNDING_COLUMNS} FROM funding_accounts
          WHERE business_id = ? OR business_id IN (SELECT business_id FROM cards WHERE id IN (SELECT value FROM json_each(?)))`,
      )
      .bind(request.businessId, ids),
    holdersOfCardsStatement(db, "load", ids),
    db.prepare("SELECT first_name, last_name FROM users WHERE id = ?").bind(request.userId),
  ];
  return {
    statements,
    from: ([cards, funding, holders, user]) => ({
      cards: new Map(((cards?.results ?? []) as CardRow[]).map((row) => [row.id, row])),
      funding: new Map(((funding?.results ?? []) as FundingAccountRow[]).map((row) => [row.business_id, row])),
      holders: new Map(((holders?.results ?? []) as NotifiedHolder[]).map((row) => [row.id, row])),
      by: (user?.results[0] as LoadFacts["by"] | undefined) ?? null,
    }),
  };
}
