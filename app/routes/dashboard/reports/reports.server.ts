import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { formatDateFor, formatMoney } from "#app/i18n/format";
import { merchantCategoryWords } from "#app/i18n/merchant-categories";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { businesses } from "#contract/businesses";
import type { LanguageCode } from "#domain/languages";
import { type PeriodChoice, periodQuery, readPeriod } from "./reports.period";
import { programBreakdown, programRows } from "./reports.programs.server";

/** A calendar date shown in the page's language (noon UTC, so no zone moves it to another day). */
const dayLabel = (date: string, language: LanguageCode) => formatDateFor(`${date}T12:00:00.000Z`, language, { timeZone: "UTC" });

/**
 * The three reporting calls of a period, in one round trip. A user with hideBankPaymentsInformation gets
 * no bank-transfer figures (issue 38 item 2): the call is not made and `transfers` is null.
 */
export async function reportFigures(context: Readonly<RouterContextProvider>, period: { from: string; to: string }) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const request = { params: { id: businessId }, query: { from: period.from, to: period.to } };
  const [cards, categories, transfers] = await Promise.all([
    provider.call(businesses.getCardKeyMetrics, request),
    provider.call(businesses.getTransactionCategories, request),
    permissions.has("hideBankPaymentsInformation") ? null : provider.call(businesses.getBankTransferKeyMetrics, request),
  ]);
  return { cards: cards.keyMetrics, categories: categories.categories, transfers: transfers?.keyMetrics ?? null };
}

/** A period's report; `acrossPrograms`: the top-level business's, with each program's figures (issue 35 item 6). */
export async function reportsView(context: Readonly<RouterContextProvider>, request: Request, acrossPrograms = false) {
  const { businessId, permissions } = context.get(dashboardContext);
  const language = getLocale(context);
  const { t } = getI18n(context);
  const url = new URL(request.url);
  const choice: PeriodChoice = readPeriod(url.searchParams, new Date());
  if (!choice.ok) return { businessId, choice, report: null };
  const figures = reportFigures(context, choice.period);
  // The per-program table carries bank-transfer figures: a user with hideBankPaymentsInformation gets none
  // (issue 38 item 2; the breakdown reads each program's bank-transfer metrics, which the provider refuses them).
  // Its reads run beside the report's own (the totals are awaited only for the organization's own row).
  const breakdown =
    acrossPrograms && !permissions.has("hideBankPaymentsInformation")
      ? programBreakdown(
          context,
          choice.period,
          figures.then(({ cards, transfers }) => ({
            loadedCents: cards.totalLoadedCents,
            spentCents: cards.totalSpentCents,
            cardCount: cards.cardCount,
            transactionCount: cards.transactionCount,
            sentCents: transfers?.totalSentCents ?? 0,
            transferCount: transfers?.transferCount ?? 0,
          })),
        )
      : null;
  // Marked handled at once: if the report's own reads fail first, their error is the one thrown.
  breakdown?.catch(() => undefined);
  const { cards, categories, transfers } = await figures;
  const programs = breakdown ? programRows(context, await breakdown) : null;
  const money = (cents: number) => formatMoney(cents, language);
  return {
    businessId,
    choice,
    query: periodQuery(choice.period),
    fromLabel: dayLabel(choice.period.from, language),
    toLabel: dayLabel(choice.period.to, language),
    report: {
      programs,
      cards: {
        loaded: money(cards.totalLoadedCents),
        spent: money(cards.totalSpentCents),
        cardCount: cards.cardCount,
        activeCardCount: cards.activeCardCount,
        transactionCount: cards.transactionCount,
        declinedCount: cards.declinedCount,
        daily: cards.daily.map((d) => ({
          date: d.date,
          label: dayLabel(d.date, language),
          loadedCents: d.loadedCents,
          spentCents: d.spentCents,
          loaded: money(d.loadedCents),
          spent: money(d.spentCents),
        })),
      },
      categories: categories.map((c) => ({
        category: c.merchantCategory,
        // In the page's words ("hidden" is translated by the page).
        label: c.merchantCategory === "hidden" ? "" : merchantCategoryWords(t, c.merchantCategory),
        amountCents: c.amountCents,
        amount: money(c.amountCents),
        count: c.count,
      })),
      transfers: transfers && {
        sent: money(transfers.totalSentCents),
        transferCount: transfers.transferCount,
        recipientCount: transfers.recipientCount,
        byStatus: transfers.byStatus.map((s) => ({ status: s.status, count: s.count, amount: money(s.amountCents) })),
        daily: transfers.daily.map((d) => ({
          date: d.date,
          label: dayLabel(d.date, language),
          sentCents: d.sentCents,
          sent: money(d.sentCents),
        })),
      },
    },
  };
}
