import { requireBusinessUser } from "#app/auth/guards.server";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { type CsvCell, csvLines, csvResponse } from "#app/csv";
import { notFound } from "#app/http";
import { merchantCategoryWords } from "#app/i18n/merchant-categories";
import { getI18n } from "#app/middleware/i18n";
import { centsToDecimalString } from "#domain/money";
import type { Route } from "./+types/reports-export";
import { readPeriod } from "./reports.period";
import { reportFigures } from "./reports.server";

export const middleware: Route.MiddlewareFunction[] = [requireBusinessUser];

const REPORTS = ["cards", "categories", "transfers"] as const;

/** One report of a period as CSV (the same numbers as the page's tables; amounts as plain decimals). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const kind = url.searchParams.get("report") ?? "cards";
  const choice = readPeriod(url.searchParams, new Date());
  if (!choice.ok || !(REPORTS as readonly (string | null)[]).includes(kind)) notFound();
  const period = choice.ok ? choice.period : { from: "", to: "" };
  const figures = await reportFigures(context, period).catch(notFoundOn404);
  const { t } = getI18n(context);
  const money = (cents: number) => ({ decimal: centsToDecimalString(cents) });
  const table: CsvCell[][] =
    kind === "cards"
      ? [
          [t("reports.date"), t("reports.cards.loaded"), t("reports.cards.spent")],
          ...figures.cards.daily.map((d) => [d.date, money(d.loadedCents), money(d.spentCents)]),
        ]
      : kind === "categories"
        ? [
            // The code for machines and the name in the reader's language (issue 35 item 6).
            [
              t("reports.csvCodes.categoryCode"),
              t("reports.categories.category"),
              t("reports.categories.amount"),
              t("reports.categories.count"),
            ],
            ...figures.categories.map((c) => [
              c.merchantCategory,
              c.merchantCategory === "hidden" ? t("reports.categories.hidden") : merchantCategoryWords(t, c.merchantCategory),
              money(c.amountCents),
              { decimal: String(c.count) },
            ]),
          ]
        : figures.transfers
          ? [[t("reports.date"), t("reports.transfers.sent")], ...figures.transfers.daily.map((d) => [d.date, money(d.sentCents)])]
          : // hideBankPaymentsInformation: no bank-transfer figures, so no such file (issue 38 item 2).
            notFound();
  return csvResponse(`\uFEFF${csvLines(table)}`, `${kind}-${period.from}-${period.to}.csv`);
}
