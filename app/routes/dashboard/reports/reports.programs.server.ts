import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { businesses } from "#contract/businesses";
import type { PayoutProductType } from "#domain/enums";
import { intlLocale } from "#domain/languages";

/** The figures of one program that add up across programs (cards used does not: a card counts once). */
export type ProgramFigures = {
  id: string;
  name: string;
  /** null: the top-level business's own figures (what the programs do not account for). */
  productType: PayoutProductType | null;
  loadedCents: number;
  spentCents: number;
  cardCount: number;
  transactionCount: number;
  sentCents: number;
  transferCount: number;
};

/** How many programs' figures are asked for at once: the provider limits each user's request rate. */
const AT_ONCE = 4;

type Totals = Omit<ProgramFigures, "id" | "name" | "productType">;

/**
 * The cross-program report's breakdown (issue 35 item 6): each program's figures for the period, and, when
 * the organization's totals hold more than its programs (cards or payments of its own), one more row for
 * the organization itself, so that the rows add up to the totals above them.
 */
export async function programBreakdown(
  context: Readonly<RouterContextProvider>,
  period: { from: string; to: string },
  totals: Totals | Promise<Totals>,
): Promise<ProgramFigures[]> {
  const { business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  // The programs and their figures are read while the caller reads the totals (one round trip less each).
  const { programs } = await provider.call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } });
  const rows: ProgramFigures[] = [];
  for (let i = 0; i < programs.length; i += AT_ONCE) {
    const batch = programs.slice(i, i + AT_ONCE);
    rows.push(
      ...(await Promise.all(
        batch.map(async (program) => {
          const request = { params: { id: program.id }, query: period };
          const [cards, transfers] = await Promise.all([
            provider.call(businesses.getCardKeyMetrics, request),
            provider.call(businesses.getBankTransferKeyMetrics, request),
          ]);
          return {
            id: program.id,
            name: program.name,
            productType: program.productType,
            loadedCents: cards.keyMetrics.totalLoadedCents,
            spentCents: cards.keyMetrics.totalSpentCents,
            cardCount: cards.keyMetrics.cardCount,
            transactionCount: cards.keyMetrics.transactionCount,
            sentCents: transfers.keyMetrics.totalSentCents,
            transferCount: transfers.keyMetrics.transferCount,
          };
        }),
      )),
    );
  }
  const own = ownFigures(await totals, rows);
  return own ? [...rows, { id: business.topLevelBusinessId, name: business.topLevelBusinessName, productType: null, ...own }] : rows;
}

const KEYS = ["loadedCents", "spentCents", "cardCount", "transactionCount", "sentCents", "transferCount"] as const;

/** The organization's own share of the totals (totals less its programs), or null when it has none. */
export function ownFigures(totals: Totals, programs: readonly Totals[]): Totals | null {
  const own = Object.fromEntries(KEYS.map((key) => [key, totals[key] - programs.reduce((sum, p) => sum + p[key], 0)])) as Totals;
  return KEYS.some((key) => own[key] !== 0) ? own : null;
}

/** The breakdown's rows in the page's language. */
export function programRows(context: Readonly<RouterContextProvider>, rows: readonly ProgramFigures[]) {
  const language = getLocale(context);
  const money = (cents: number) => formatMoney(cents, language);
  const numbers = new Intl.NumberFormat(intlLocale(language));
  const count = (n: number) => numbers.format(n);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    productType: row.productType,
    loaded: money(row.loadedCents),
    spent: money(row.spentCents),
    cardCount: count(row.cardCount),
    transactionCount: count(row.transactionCount),
    sent: money(row.sentCents),
    transferCount: count(row.transferCount),
  }));
}
