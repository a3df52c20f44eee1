import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvDownload } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { businesses } from "#contract/businesses";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/funding-account-export";
import { readDepositFilters } from "./funding-account.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the funding history with the page's filters, streamed page by page (fundingAccountView; the
 * provider answers 403 without it). Amounts are plain decimals, negative for money that left.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readDepositFilters(new URL(request.url));
  const { t } = getI18n(context);
  const header = [
    t("funding.csv.id"),
    t("funding.history.date"),
    t("funding.history.type"),
    t("funding.csv.programId"),
    t("funding.history.direction"),
    t("funding.history.amount"),
    t("funding.history.status"),
    t("funding.history.details"),
  ];
  // Without fundingAccountView the page shows no history, and the file has none either (only its header).
  const empty = { deposits: [], nextCursor: null };
  const list = (cursor?: string) =>
    permissions.has("fundingAccountView")
      ? provider.call(businesses.listFundingAccountDeposits, { params: { id: businessId }, query: { ...filters, cursor, limit: PAGE } })
      : Promise.resolve(empty);
  const first = await list().catch(notFoundOn404);
  return csvDownload({
    incomplete: t("common.csvExport.incomplete"),
    filename: `funding-${businessId}.csv`,
    header,
    first,
    rowsOf: (page) =>
      page.deposits.map((d) => [
        d.id,
        d.createdAt,
        t(`funding.types.${d.depositType}`),
        d.programId ?? "",
        d.outgoing ? t("funding.history.outgoing") : t("funding.history.incoming"),
        { decimal: centsToDecimalString(d.outgoing ? -d.amountCents : d.amountCents) },
        t(`funding.statuses.${d.status}`),
        Object.entries(d.customFields)
          .map(([k, v]) => `${k}: ${v}`)
          .join("; "),
      ]),
    next: (cursor) => list(cursor),
  });
}
