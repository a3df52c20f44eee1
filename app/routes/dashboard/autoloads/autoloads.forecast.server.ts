import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { formatDayFor, formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { isApiError } from "#app/provider/client.server";
import { autoloads } from "#contract/autoloads";
import { bankTransfers } from "#contract/bankTransfers";
import { businesses } from "#contract/businesses";
import type { Transfer } from "#contract/entities";
import { BANK_TIME_ZONE, transferTimes } from "#domain/bank-transfer-schedule";
import { AUTOLOAD_TIME_ZONE, calendarDateIn } from "#domain/dates";
import { FORECAST_DAYS, type ForecastAutoload, type ForecastPayment, fundingForecast } from "#domain/funding-forecast";

/**
 * The autoloads list's funding forecast (issue 19, docs/decisions/0158-funding-forecast.md): the path
 * business's funding balance, its active autoloads and its bank payments in flight, read side by side,
 * then the pure computation of domain/funding-forecast.ts, formatted for a server-rendered table.
 */

/** Pages read at most per list (200 items each): a business with more is told the forecast is partial. */
const MAX_PAGES = 5;
const PAGE = 200;

async function allPages<T>(read: (cursor: string | undefined) => Promise<{ items: T[]; nextCursor: string | null }>) {
  const items: T[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = await read(cursor);
    items.push(...result.items);
    if (!result.nextCursor) return { items, complete: true };
    cursor = result.nextCursor;
  }
  return { items, complete: false };
}

/** When a payment in flight is expected to complete, as a New York calendar day. */
export function paymentDay(transfer: Pick<Transfer, "expectedCompletionAt" | "speed" | "createdAt">): string {
  const at = transfer.expectedCompletionAt
    ? new Date(transfer.expectedCompletionAt)
    : transferTimes(transfer.speed, new Date(transfer.createdAt)).settlesAt;
  return calendarDateIn(at, BANK_TIME_ZONE);
}

/**
 * The forecast as the page shows it, or null when the user may not see the funding account. A
 * business without a funding account gets `{ noAccount: true }`.
 */
export async function forecastView(context: Readonly<RouterContextProvider>, now: Promise<Date>) {
  const { businessId, permissions } = context.get(dashboardContext);
  if (!permissions.has("fundingAccountView")) return null;
  const provider = context.get(providerContext);
  const showPayments = !permissions.has("hideBankPaymentsInformation");
  const inFlight = (status: "created" | "processing") =>
    allPages((cursor) =>
      provider
        .call(bankTransfers.listTransfers, { query: { businessId, status, cursor, limit: PAGE } })
        .then((page) => ({ items: page.transfers, nextCursor: page.nextCursor })),
    );
  const [balance, active, created, processing, today] = await Promise.all([
    provider
      .call(businesses.getPrefundingBalance, { params: { id: businessId } })
      .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 409) ? null : Promise.reject(error))),
    allPages((cursor) =>
      provider
        .call(autoloads.listAutoloads, { params: { businessId }, query: { status: "active", cursor, limit: PAGE } })
        .then((page) => ({ items: page.autoloads, nextCursor: page.nextCursor })),
    ),
    inFlight("created"),
    inFlight("processing"),
    now.then((instant) => calendarDateIn(instant, AUTOLOAD_TIME_ZONE)),
  ]);
  if (!balance) return { noAccount: true as const };
  const forecastAutoloads: ForecastAutoload[] = active.items.map((a) => ({
    id: a.id,
    name: a.name,
    amountCents: a.amountCents,
    memberCount: a.memberCount,
    schedule: { frequency: a.frequency, startDate: a.startDate, endDate: a.endDate },
    nextLoadDate: a.nextLoadDate,
  }));
  // A top-level business's list includes its programs' payments, which leave the programs' own accounts.
  // The provider takes a payment's amount from the balance when it is created (contract/bankTransfers.ts).
  const payments: ForecastPayment[] = [...created.items, ...processing.items]
    .filter((t) => t.businessId === businessId)
    .map((t) => ({ amountCents: t.amountCents, settlesOn: paymentDay(t), debited: true }));
  const forecast = fundingForecast({ today, balanceCents: balance.balanceCents, autoloads: forecastAutoloads, payments });
  const code = getLocale(context);
  const money = (cents: number) => formatMoney(cents, code);
  const firstShort = forecast.days.find((d) => d.short);
  return {
    noAccount: false as const,
    days: FORECAST_DAYS,
    balance: money(balance.balanceCents),
    paymentsInFlight: showPayments ? money(forecast.paymentsInFlightCents) : null,
    complete: active.complete && created.complete && processing.complete,
    shortOn: firstShort ? { day: formatDayFor(firstShort.date, code), shortBy: money(forecast.shortByCents) } : null,
    lowest: money(forecast.lowestBalanceCents),
    rows: forecast.days.map((d) => ({
      date: d.date,
      day: formatDayFor(d.date, code),
      runs: d.runs.map((r) => ({ id: r.autoloadId, name: r.name, amount: money(r.cents) })),
      autoloads: d.autoloadCents > 0 ? money(d.autoloadCents) : null,
      payments: showPayments && d.paymentCents > 0 ? money(d.paymentCents) : null,
      balance: money(d.balanceCents),
      short: d.short,
      first: d.date === firstShort?.date,
    })),
  };
}

export type ForecastView = NonNullable<Awaited<ReturnType<typeof forecastView>>>;
