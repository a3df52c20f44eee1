import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvDownload, lastFour } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { cards } from "#contract/cards";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/cards-export";
import { readCardListParams } from "./cards.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the filtered cards list (same URL parameters as the list): card ID, last four digits, holder,
 * type, status, balance; formulas neutralised and streamed page by page (`#app/csv`).
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
  // The path business was checked by the guard (ADR 0215). The first page is read before answering, so
  // a provider error becomes an error page, not a broken file.
  const first = await provider
    .call(cards.listCards, { params: { id: businessId }, query: { ...filters, limit: PAGE } })
    .catch(notFoundOn404);
  return csvDownload({
    incomplete: t("common.csvExport.incomplete"),
    filename: `cards-${businessId}.csv`,
    header,
    first,
    rowsOf: (page) =>
      page.cards.map((card) => [
        card.id,
        // At most the last four digits and no expiry in a file that leaves the app (issue 12).
        lastFour(card.last6),
        card.holder.firstName,
        card.holder.lastName,
        card.holder.email,
        t(`cards.formFactors.${card.formFactor}`),
        t(`cards.statuses.${card.status}`),
        { decimal: centsToDecimalString(card.balanceCents) },
      ]),
    next: (cursor) => provider.call(cards.listCards, { params: { id: businessId }, query: { ...filters, cursor, limit: PAGE } }),
  });
}
