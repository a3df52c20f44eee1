/** Funding accounts of a business scope: the business's own first, then its programs' in scope order. */
import type { ScopeBusiness } from "#sandbox/cards/access";
import { FUNDING_COLUMNS, type FundingAccountRow, toFundingAccount } from "#sandbox/cards/ledger";
import { type Keyset, keysetPage, type PageQuery } from "#sandbox/db/pagination";

/** By the business's position in the scope (`scope_rank`, a constant of each part), then id. */
const BY_SCOPE: Keyset = { columns: ["scope_rank", "id"], kinds: ["number", "string"], direction: "asc" };

export async function listFundingAccounts(db: D1Database, scope: readonly ScopeBusiness[], query: PageQuery) {
  const page = await keysetPage<FundingAccountRow & { scope_rank: number }>(
    db,
    BY_SCOPE,
    query,
    scope.map((business, rank) => ({
      select: `SELECT ${FUNDING_COLUMNS}, ${rank} AS scope_rank FROM funding_accounts`,
      where: ["business_id = ?"],
      binds: [business.id],
    })),
  );
  return { fundingAccounts: page.items.map(toFundingAccount), nextCursor: page.nextCursor };
}
