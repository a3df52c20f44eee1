import { requireBusinessUser } from "#app/auth/guards.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvField } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { businesses } from "#contract/businesses";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/funding-account-export";
import { readDepositFilters } from "./funding-account.server";
import { notFoundOn404, requirePathInTree } from "./object-access.server";

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
  const [first] = await Promise.all([list().catch(notFoundOn404), requirePathInTree(context)]);
  let page = first;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header.map(csvField).join(",")}\r\n`));
      for (;;) {
        const lines = page.deposits.map((d) =>
          [
            csvField(d.id),
            csvField(d.createdAt),
            csvField(t(`funding.types.${d.depositType}`)),
            csvField(d.programId ?? ""),
            csvField(d.outgoing ? t("funding.history.outgoing") : t("funding.history.incoming")),
            csvField(centsToDecimalString(d.outgoing ? -d.amountCents : d.amountCents)),
            csvField(t(`funding.statuses.${d.status}`)),
            csvField(
              Object.entries(d.customFields)
                .map(([k, v]) => `${k}: ${v}`)
                .join("; "),
            ),
          ].join(","),
        );
        if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
        if (!page.nextCursor) break;
        page = await list(page.nextCursor);
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="funding-${businessId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
