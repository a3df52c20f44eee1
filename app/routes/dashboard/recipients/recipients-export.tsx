import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvDownload } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { bankTransfers } from "#contract/bankTransfers";
import type { Route } from "./+types/recipients-export";
import { readRecipientListParams } from "./recipients.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the filtered recipients list (same URL parameters as the list), streamed page by page. Bank
 * accounts appear by their last four digits only: the provider never returns more.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  // hideBankPaymentsInformation: the file has no bank account column (issue 38 item 2).
  const hideBank = permissions.has("hideBankPaymentsInformation");
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readRecipientListParams(new URL(request.url));
  const { t } = getI18n(context);
  const header = [
    t("recipients.csv.recipientId"),
    t("recipients.csv.name"),
    t("recipients.csv.email"),
    t("recipients.status"),
    ...(hideBank ? [] : [t("recipients.csv.accountLast4")]),
    t("recipients.csv.createdAt"),
  ];
  // The path business was checked by the guard (ADR 0215). The first page is read before answering, so
  // a provider error becomes an error page, not a broken file.
  const list = (cursor?: string) => provider.call(bankTransfers.listRecipients, { query: { ...filters, businessId, cursor, limit: PAGE } });
  const first = await list().catch(notFoundOn404);
  return csvDownload({
    incomplete: t("common.csvExport.incomplete"),
    filename: `recipients-${businessId}.csv`,
    header,
    first,
    rowsOf: (page) =>
      page.recipients.map((recipient) => [
        recipient.id,
        recipient.name,
        recipient.email,
        t(`recipients.statuses.${recipient.intakeStatus}`),
        ...(hideBank ? [] : [recipient.bankAccount?.accountNumberLast4 ?? ""]),
        recipient.createdAt,
      ]),
    next: (cursor) => list(cursor),
  });
}
