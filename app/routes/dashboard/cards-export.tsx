import { requireBusinessUser } from "#app/auth/guards.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvField, lastFour } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { cards } from "#contract/cards";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/cards-export";
import { readCardListParams } from "./cards.server";
import { notFoundOn404, requirePathInTree } from "./object-access.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the filtered cards list (same URL parameters as the list): card ID, last four digits, holder,
 * type, status, balance; formulas neutralised (`#app/csv`). Streamed page by page, so a
 * 10,000-card business starts downloading at once and the worker never holds the whole file.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readCardListParams(new URL(request.url));
  const { t } = getI18n(context);
  const header = [
    t("cards.csv.cardId"),
    t("cards.csv.last4"),
    t("cards.csv.firstName"),
    t("cards.csv.lastName"),
    t("cards.csv.email"),
    t("cards.type"),
    t("cards.status"),
    t("cards.csv.balanceUsd"),
  ];
  // A resource route has no layout loader: the path business is checked here (ADR 0096). The first page
  // is read before answering, so a provider error becomes an error page, not a broken file.
  const [first] = await Promise.all([
    provider.call(cards.listCards, { params: { id: businessId }, query: { ...filters, limit: PAGE } }).catch(notFoundOn404),
    requirePathInTree(context),
  ]);
  let page = first;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header.map(csvField).join(",")}\r\n`));
      for (;;) {
        const lines = page.cards.map((card) =>
          [
            csvField(card.id),
            // At most the last four digits and no expiry in a file that leaves the app (issue 12).
            csvField(lastFour(card.last6)),
            csvField(card.holder.firstName),
            csvField(card.holder.lastName),
            csvField(card.holder.email),
            csvField(t(`cards.formFactors.${card.formFactor}`)),
            csvField(t(`cards.statuses.${card.status}`)),
            centsToDecimalString(card.balanceCents),
          ].join(","),
        );
        if (lines.length > 0) controller.enqueue(encoder.encode(`${lines.join("\r\n")}\r\n`));
        if (!page.nextCursor) break;
        page = await provider.call(cards.listCards, {
          params: { id: businessId },
          query: { ...filters, cursor: page.nextCursor, limit: PAGE },
        });
      }
      controller.close();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="cards-${businessId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
