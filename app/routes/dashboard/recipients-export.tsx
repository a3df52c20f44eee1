import { requireBusinessUser } from "#app/auth/guards.server";
import { dashboardContext, providerContext } from "#app/context";
import { csvField } from "#app/csv";
import { getI18n } from "#app/middleware/i18n";
import { bankTransfers } from "#contract/bankTransfers";
import type { Route } from "./+types/recipients-export";
import { notFoundOn404, requirePathInTree } from "./object-access.server";
import { readRecipientListParams } from "./recipients.server";

const PAGE = 200;

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

/**
 * CSV of the filtered recipients list (same URL parameters as the list), streamed page by page. Bank
 * accounts appear by their last four digits only: the provider never returns more.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const { cursor: _ignored, ...filters } = readRecipientListParams(new URL(request.url));
  const { t } = getI18n(context);
  const header = [
    t("recipients.csv.recipientId"),
    t("recipients.csv.name"),
    t("recipients.csv.email"),
    t("recipients.status"),
    t("recipients.csv.accountLast4"),
    t("recipients.csv.createdAt"),
  ];
  // A resource route has no layout loader: the path business is checked here (ADR 0096). The first page
  // is read before answering, so a provider error becomes an error page, not a broken file.
  const list = (cursor?: string) => provider.call(bankTransfers.listRecipients, { query: { ...filters, businessId, cursor, limit: PAGE } });
  const [first] = await Promise.all([list().catch(notFoundOn404), requirePathInTree(context)]);
  let page = first;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${header.map(csvField).join(",")}\r\n`));
      for (;;) {
        const lines = page.recipients.map((recipient) =>
          [
            csvField(recipient.id),
            csvField(recipient.name),
            csvField(recipient.email),
            csvField(t(`recipients.statuses.${recipient.intakeStatus}`)),
            csvField(recipient.bankAccount?.accountNumberLast4 ?? ""),
            csvField(recipient.createdAt),
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
      "Content-Disposition": `attachment; filename="recipients-${businessId}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
