import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, href, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { doneRedirect } from "#app/flash/done.server";
import { OFFERED_END_FIELD, OFFERED_START_FIELD } from "#app/forms/autoload-offered";
import { createAutoloadSchema } from "#app/forms/autoloads.schema";
import { formatDateFor, formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { isReviewed } from "#app/money/review-step";
import { type ApiError, isApiError } from "#app/provider/client.server";
import { type FormMessageKey, formErrorStatus, isFormError, providerFormErrors, refuse } from "#app/provider/form-errors.server";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { usesSandbox } from "#app/provider/provider-mode";
import { requestTimeZone } from "#app/time-zone";
import { autoloads } from "#contract/autoloads";
import { cards } from "#contract/cards";
import type { autoloadSchema } from "#contract/entities";
import { sandbox } from "#contract/sandbox";
import { type AutoloadSchedule, upcomingAutoloadRunDates } from "#domain/autoloads";
import { autoloadRunInstant, DEFAULT_TIME_ZONE, defaultAutoloadEndDate, endDateForChosenStart, nextAutoloadStartDate } from "#domain/dates";
import type { AutoloadFrequency } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import { centsToDecimalString } from "#domain/money";

type Autoload = z.infer<typeof autoloadSchema>;

/** How many runs the calendar preview lists (docs/decisions/0135-autoload-screens.md). */
export const PREVIEW_RUNS = 6;
/** Cards offered by the card picker at once (searched on the server). */
export const PICKER_SIZE = 25;

/**
 * One row of the autoloads list: amounts and the next run (3 A.M. New York on the next load date)
 * formatted in the page's language and the business's time zone (America/New_York, ADR 0115).
 */
export function autoloadRow(autoload: Autoload, code: LanguageCode, timeZone: string = DEFAULT_TIME_ZONE) {
  return {
    id: autoload.id,
    name: autoload.name,
    frequency: autoload.frequency,
    amount: formatMoney(autoload.amountCents, code),
    members: autoload.memberCount,
    nextRun:
      autoload.status === "active" && autoload.nextLoadDate
        ? formatDateTimeFor(autoloadRunInstant(autoload.nextLoadDate), code, { timeZone })
        : null,
    status: autoload.status,
  };
}

/**
 * The provider's "now": the sandbox's adjustable clock while the sandbox is the provider (its runs and
 * its start-date rule follow that clock), the real time otherwise.
 */
export async function providerNow(context: Readonly<RouterContextProvider>): Promise<Date> {
  if (!usesSandbox(context.get(cloudflareContext).env)) return new Date();
  const clock = await context.get(providerContext).call(sandbox.getClock, {});
  return new Date(clock.now);
}

export type PreviewRun = { date: string; when: string; total: string };

/**
 * The calendar preview: the next runs, each with its date, its time and its total (amount x cards).
 * An autoload's own next load date comes first when it is known (the runner performs that one next,
 * even when it is due and not yet performed); otherwise the schedule's runs after `now`.
 */
export function calendarPreview(
  schedule: AutoloadSchedule,
  now: Date,
  amountCents: number,
  cardCount: number,
  code: LanguageCode,
  options: { timeZone?: string; nextLoadDate?: string | null } = {},
): PreviewRun[] {
  const { timeZone = DEFAULT_TIME_ZONE, nextLoadDate } = options;
  const dates = nextLoadDate
    ? [nextLoadDate, ...upcomingAutoloadRunDates(schedule, autoloadRunInstant(nextLoadDate), PREVIEW_RUNS - 1)]
    : upcomingAutoloadRunDates(schedule, now, PREVIEW_RUNS);
  return dates.map((date) => ({
    date: formatDateFor(date, code),
    when: formatDateTimeFor(autoloadRunInstant(date), code, { timeZone }),
    total: formatMoney(amountCents * cardCount, code),
  }));
}

export type PickerCard = { id: string; holderName: string; last6: string; businessId: string };

/** Active cards of the business for the card picker, searched on the server (name, e-mail, id, last digits). */
export async function pickerCards(context: Readonly<RouterContextProvider>, businessId: string, search: string | undefined) {
  const page = await context
    .get(providerContext)
    .call(cards.listCards, { params: { id: businessId }, query: { status: "active", search: search || undefined, limit: PICKER_SIZE } });
  return page.cards.map((card) => ({
    id: card.id,
    holderName: `${card.holder.firstName} ${card.holder.lastName}`.trim(),
    last6: card.last6,
    businessId: card.businessId,
  }));
}

/** The provider's refusals of autoload changes that have a message of their own. */
export const AUTOLOAD_ERRORS: Readonly<Record<string, FormMessageKey>> = {
  autoload_not_active: "autoloads.errors.notActive",
  card_blocked: "autoloads.errors.cardClosed",
  not_found: "autoloads.errors.unknownCard",
  idempotency_key_reused: "unexpected",
};

/** Provider issue paths of autoload bodies to the forms' fields. */
export const AUTOLOAD_FIELDS = {
  "body.name": "name",
  "body.amountCents": "amount",
  "body.frequency": "frequency",
  "body.startDate": "startDate",
  "body.endDate": "endDate",
} as const;

/** The provider's own date rules (ADR 0127), which it states without a message key, by field. */
const DATE_RULES: Readonly<Record<string, { field: string; key: FormMessageKey }>> = {
  "body.startDate": { field: "startDate", key: "autoloads.errors.startInPast" },
  "body.endDate": { field: "endDate", key: "autoloads.errors.endBeforeFirstRun" },
};

/** A provider refusal of an autoload form as the form shows it (its date rules on their fields). */
export function autoloadRefusal(error: ApiError) {
  const refusal = providerFormErrors(error, { fields: AUTOLOAD_FIELDS, codes: AUTOLOAD_ERRORS });
  const dated = error.code === "validation_failed" ? (error.issues ?? []).filter((i) => !i.key && DATE_RULES[i.path]) : [];
  if (!dated.length) return refusal;
  const fieldErrors = { ...refusal.fieldErrors };
  for (const issue of dated) {
    const rule = DATE_RULES[issue.path];
    if (rule) fieldErrors[rule.field] = [...(fieldErrors[rule.field] ?? []), rule.key];
  }
  const unexplained = (error.issues ?? []).some((i) => !i.key && !DATE_RULES[i.path]);
  return { formErrors: unexplained ? refusal.formErrors : refusal.formErrors.filter((k) => k !== "unexpected"), fieldErrors };
}

/** A form-level message when the posted card list was refused (the checkboxes show no field message). */
export function cardListRefusal(error: Record<string, string[] | null> | null | undefined): { formErrors?: string[] } {
  const keys = Object.entries(error ?? {}).flatMap(([name, list]) => (name.startsWith("cardIds") ? (list ?? []) : []));
  // A malformed id says the card was not found; the list's own rules (none, too many) say themselves.
  const messages = [...new Set(keys.map((key) => (key.startsWith("autoloads.") ? key : "autoloads.errors.unknownCard")))];
  return messages.length ? { formErrors: messages } : {};
}

/** What a create form's review shows and posts again. */
export type CreateReview = {
  name: string;
  amount: string;
  amountText: string;
  frequency: AutoloadFrequency;
  startDate: string;
  startText: string;
  endDate: string;
  endText: string | null;
  cards: PickerCard[];
  runs: PreviewRun[];
  idempotencyKey: string;
};

export type CreateReply = SubmissionResult<string[]> & { review?: CreateReview };

/** The list page's new-autoload form: defaults (spec section 4), picker cards, a fresh idempotency key. */
export async function createView(context: Readonly<RouterContextProvider>, request: Request) {
  const { businessId, permissions } = context.get(dashboardContext);
  if (!permissions.has("createAutoload")) return null;
  const search = new URL(request.url).searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const [now, picker] = await Promise.all([
    providerNow(context),
    permissions.has("addCardsToAutoload") ? pickerCards(context, businessId, search) : Promise.resolve(null),
  ]);
  // The user's zone as the browser reported it, else America/New_York (ADR 0238): spec section 4's
  // default dates for users 7 or more hours behind UTC.
  const zone = requestTimeZone(request);
  return {
    defaults: { startDate: nextAutoloadStartDate(now, zone), endDate: defaultAutoloadEndDate(now, zone) },
    search,
    picker,
    idempotencyKey: crypto.randomUUID(),
  };
}

/**
 * The spec's end date "the day after the chosen start": an end left at the offered default follows a start
 * the person chose (ADR 0238). Works without JavaScript; the review step shows the end date before
 * anything is created.
 */
export function withEndAfterChosenStart(formData: FormData): FormData {
  const text = (name: string) => {
    const value = formData.get(name);
    return typeof value === "string" ? value : "";
  };
  if (!formData.has(OFFERED_START_FIELD) || !formData.has("endDate")) return formData;
  const sent = { startDate: text("startDate"), endDate: text("endDate") };
  const endDate = endDateForChosenStart(sent, { startDate: text(OFFERED_START_FIELD), endDate: text(OFFERED_END_FIELD) });
  if (endDate !== sent.endDate) formData.set("endDate", endDate);
  return formData;
}

/**
 * A new autoload: without `reviewed=yes` it is validated and answered with its review (the amount,
 * the dates, the cards and the calendar preview of the next runs with their totals); with it, the
 * provider creates it once per idempotency key and the page moves to the new autoload.
 */
export async function createAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<CreateReply | DataWithResponseInit<SubmissionResult<string[]>> | Response> {
  const { businessId, permissions } = context.get(dashboardContext);
  const formData = withEndAfterChosenStart(await request.formData());
  const submission = parseWithZod(formData, { schema: createAutoloadSchema });
  // The card checkboxes have no message of their own beside them: a refused card list is said above the form.
  if (submission.status !== "success") return data(submission.reply(cardListRefusal(submission.error)), { status: 400 });
  const value = submission.value;
  if (!permissions.has("createAutoload") || (value.cardIds.length > 0 && !permissions.has("addCardsToAutoload"))) {
    return data(submission.reply({ formErrors: ["forbidden"] }), { status: 403 });
  }
  const code = getLocale(context);
  const provider = context.get(providerContext);
  if (!isReviewed(formData)) {
    const [now, chosen] = await Promise.all([providerNow(context), chosenCards(context, businessId, value.cardIds)]);
    if (chosen.length !== new Set(value.cardIds).size) {
      return data(submission.reply({ formErrors: ["autoloads.errors.unknownCard"] }), { status: 400 });
    }
    const schedule = { frequency: value.frequency, startDate: value.startDate, endDate: value.endDate ?? null };
    const review: CreateReview = {
      name: value.name,
      amount: centsToDecimalString(value.amount),
      amountText: formatMoney(value.amount, code),
      frequency: value.frequency,
      startDate: value.startDate,
      startText: formatDateFor(value.startDate, code),
      endDate: value.endDate ?? "",
      endText: value.endDate ? formatDateFor(value.endDate, code) : null,
      cards: chosen,
      runs: calendarPreview(schedule, now, value.amount, chosen.length, code),
      idempotencyKey: value.idempotencyKey,
    };
    return { ...submission.reply(), review };
  }
  const list = href("/:businessId/autoloads", { businessId });
  try {
    // A double click's second request waits for the first and gets its answer: one autoload, its page.
    const { autoload } = await settled(() =>
      provider.call(autoloads.createAutoload, {
        params: { businessId },
        body: {
          name: value.name,
          amountCents: value.amount,
          frequency: value.frequency,
          startDate: value.startDate,
          endDate: value.endDate ?? null,
          cardIds: value.cardIds,
        },
        idempotencyKey: value.idempotencyKey,
      }),
    );
    return doneRedirect(href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId: autoload.id }), "created");
  } catch (error) {
    // Still being carried out after `settled`'s few seconds: the list shows the one autoload.
    if (isStillInProgress(error)) return redirect(list);
    if (!isFormError(error)) throw error;
    return refuse(submission, autoloadRefusal(error), { status: formErrorStatus(error) });
  }
}

/**
 * The picked cards as the provider knows them (cards of this business that are not closed), read in
 * parallel (at most 50: the form's limit), for the review's list of names.
 */
export async function chosenCards(context: Readonly<RouterContextProvider>, businessId: string, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  const provider = context.get(providerContext);
  const found = await Promise.all(
    unique.map((id) =>
      provider
        .call(cards.getDetails, { params: { id } })
        .then(({ card }) => card)
        .catch((error: unknown) => {
          if (isApiError(error, 404) || isApiError(error, 403)) return null;
          throw error;
        }),
    ),
  );
  return found.flatMap((card) =>
    card && card.businessId === businessId && card.status !== "closed"
      ? [
          {
            id: card.id,
            holderName: `${card.holder.firstName} ${card.holder.lastName}`.trim(),
            last6: card.last6,
            businessId: card.businessId,
          },
        ]
      : [],
  );
}
