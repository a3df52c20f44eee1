import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, href, type RouterContextProvider } from "react-router";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { doneRedirect, takeDone } from "#app/flash/done.server";
import { autoloadActionSchema } from "#app/forms/autoloads.schema";
import { notFound } from "#app/http";
import { formatDateFor, formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { isReviewed } from "#app/money/review-step";
import { formErrorStatus, isFormError, refuse } from "#app/provider/form-errors.server";
import { autoloads } from "#contract/autoloads";
import type { AutoloadRun } from "#contract/entities";
import { autoloadRunInstant, DEFAULT_TIME_ZONE } from "#domain/dates";
import type { AutoloadFrequency, Permission } from "#domain/enums";
import { centsToDecimalString } from "#domain/money";
import { autoloadRefusal, calendarPreview, cardListRefusal, type PreviewRun, pickerCards, providerNow } from "./autoloads.server";

/** Members shown per page on the autoload page (the provider pages them, oldest first). */
export const MEMBERS_PAGE_SIZE = 50;

/** Which permission each change of an autoload needs (spec section 6; ADR 0127). */
export const AUTOLOAD_PERMISSION = {
  modify: "modifyAutoload",
  cancel: "cancelAutoload",
  addCards: "addCardsToAutoload",
  removeCards: "deleteCardsFromAutoload",
} as const satisfies Record<string, Permission>;

const readAutoload = (context: Readonly<RouterContextProvider>, autoloadId: string, cursor?: string) =>
  context
    .get(providerContext)
    .call(autoloads.getAutoload, { params: { autoloadProfileId: autoloadId }, query: { cursor, limit: MEMBERS_PAGE_SIZE } })
    .then((r) => r.autoload)
    .catch(notFoundOn404);

export type RunRow = {
  id: string;
  date: string;
  status: AutoloadRun["status"];
  loaded: string;
  total: string;
  failureReason: AutoloadRun["failureReason"];
  failedCount: number;
  failures: Array<{ cardId: string; last6: string; reason: AutoloadRun["failures"][number]["reason"] }>;
};

export type MemberRow = { id: string; holderName: string; last6: string; added: string };

/** The autoload page: the profile, its members (paged), its latest runs, the preview of the next runs, and what the user may do. */
/** The notices of an autoload's page after an action (app/flash/done.server.ts): its creation and its actions. */
export const AUTOLOAD_DONE = ["created", "modify", "cancel", "addCards", "removeCards"] as const;

export async function autoloadView(context: Readonly<RouterContextProvider>, request: Request, autoloadId: string) {
  const { businessId, permissions: pathPermissions } = context.get(dashboardContext);
  const url = new URL(request.url);
  const cursor = url.searchParams.get("members") ?? undefined;
  const search = url.searchParams.get("search")?.trim().slice(0, 100) ?? "";
  const code = getLocale(context);
  const timeZone = DEFAULT_TIME_ZONE;
  // One round trip: the picker is read for the path's business and narrowed to the autoload's below.
  const [autoload, now, picker] = await Promise.all([
    readAutoload(context, autoloadId, cursor),
    providerNow(context),
    pathPermissions.has("addCardsToAutoload") ? pickerCards(context, businessId, search) : null,
  ]);
  const permissions = await objectPermissions(context, autoload.businessId);
  const active = autoload.status === "active";
  const can = (permission: Permission) => active && permissions.has(permission);
  const memberIds = new Set(autoload.members.map((m) => m.cardId));
  const nextInstant = autoload.nextLoadDate ? autoloadRunInstant(autoload.nextLoadDate) : null;
  const schedule = { frequency: autoload.frequency, startDate: autoload.startDate, endDate: autoload.endDate };
  return {
    businessId,
    autoload: {
      id: autoload.id,
      name: autoload.name,
      status: autoload.status,
      frequency: autoload.frequency,
      amount: formatMoney(autoload.amountCents, code),
      amountDecimal: centsToDecimalString(autoload.amountCents),
      memberCount: autoload.memberCount,
      startDate: formatDateFor(autoload.startDate, code),
      endDate: autoload.endDate ? formatDateFor(autoload.endDate, code) : null,
      endDateValue: autoload.endDate ?? "",
      nextRun: active && nextInstant ? formatDateTimeFor(nextInstant, code, { timeZone }) : null,
      createdAt: formatDateTimeFor(autoload.createdAt, code, { timeZone }),
    },
    preview: active
      ? calendarPreview(schedule, now, autoload.amountCents, autoload.memberCount, code, { timeZone, nextLoadDate: autoload.nextLoadDate })
      : [],
    members: autoload.members.map(
      (m): MemberRow => ({
        id: m.cardId,
        holderName: m.holderName,
        last6: m.last6,
        added: formatDateTimeFor(m.addedAt, code, { timeZone }),
      }),
    ),
    membersNext: autoload.membersNextCursor ? `?members=${encodeURIComponent(autoload.membersNextCursor)}` : null,
    membersFirst: cursor ? "?" : null,
    runs: autoload.runs.map(
      (run): RunRow => ({
        id: run.runDate,
        date: formatDateTimeFor(autoloadRunInstant(run.runDate), code, { timeZone }),
        status: run.status,
        loaded: `${run.loadedCount} / ${run.memberCount}`,
        total: formatMoney(run.loadedCents, code),
        failureReason: run.failureReason,
        failedCount: run.failedCount,
        failures: run.failures.map((f) => ({ cardId: f.cardId, last6: f.last6, reason: f.reason })),
      }),
    ),
    actions: {
      modify: can(AUTOLOAD_PERMISSION.modify),
      cancel: can(AUTOLOAD_PERMISSION.cancel),
      addCards: can(AUTOLOAD_PERMISSION.addCards),
      removeCards: can(AUTOLOAD_PERMISSION.removeCards),
    },
    confirmCancel: url.searchParams.get("confirm") === "cancel" && can(AUTOLOAD_PERMISSION.cancel),
    search,
    picker:
      can(AUTOLOAD_PERMISSION.addCards) && picker
        ? picker.filter((c) => c.businessId === autoload.businessId && !memberIds.has(c.id)).map(({ businessId: _, ...c }) => c)
        : null,
    done: takeDone(context, href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId }), AUTOLOAD_DONE),
  };
}

export type ModifyReview = {
  name: string;
  amount: string;
  amountText: string;
  frequency: AutoloadFrequency;
  endDate: string;
  endText: string | null;
  runs: PreviewRun[];
};
export type AutoloadReply = SubmissionResult<string[]> & { review?: ModifyReview };

/**
 * The autoload page's posts. Each is authorized by the role on the autoload's own business (ADR 0096)
 * and refused by the provider too (ADR 0127). A change is reviewed first: the new amount and the next
 * runs with their totals; only the post with `reviewed=yes` saves it.
 */
export async function autoloadAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
  autoloadId: string,
): Promise<AutoloadReply | DataWithResponseInit<SubmissionResult<string[]>> | Response> {
  const { businessId } = context.get(dashboardContext);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: autoloadActionSchema });
  // The card checkboxes have no message of their own beside them: a refused card list is said above the form.
  if (submission.status !== "success") return data(submission.reply(cardListRefusal(submission.error)), { status: 400 });
  const action = submission.value;
  const [autoload, now] = await Promise.all([readAutoload(context, autoloadId), providerNow(context)]);
  const permissions = await objectPermissions(context, autoload.businessId);
  if (!permissions.has(AUTOLOAD_PERMISSION[action.intent])) return data(submission.reply({ formErrors: ["forbidden"] }), { status: 403 });
  const provider = context.get(providerContext);
  const params = { autoloadProfileId: autoloadId };
  const page = href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId });
  const code = getLocale(context);
  try {
    switch (action.intent) {
      case "modify": {
        if (!isReviewed(formData)) {
          const schedule = { frequency: action.frequency, startDate: autoload.startDate, endDate: action.endDate ?? null };
          const review: ModifyReview = {
            name: action.name,
            amount: centsToDecimalString(action.amount),
            amountText: formatMoney(action.amount, code),
            frequency: action.frequency,
            endDate: action.endDate ?? "",
            endText: action.endDate ? formatDateFor(action.endDate, code) : null,
            runs: calendarPreview(schedule, now, action.amount, autoload.memberCount, code),
          };
          return { ...submission.reply(), review };
        }
        await provider.call(autoloads.updateAutoload, {
          params,
          body: { name: action.name, amountCents: action.amount, frequency: action.frequency, endDate: action.endDate ?? null },
        });
        break;
      }
      case "cancel":
        await provider.call(autoloads.updateAutoload, { params, body: { status: "cancelled" } });
        break;
      case "addCards":
        await provider.call(autoloads.addMembers, { params: { id: autoloadId }, body: { cardIds: action.cardIds } });
        break;
      case "removeCards":
        await provider.call(autoloads.removeMembers, { params: { id: autoloadId }, body: { cardIds: action.cardIds } });
        break;
    }
  } catch (error) {
    if (!isFormError(error)) throw error;
    if (error.status === 404 && error.code !== "not_found") notFound();
    return refuse(submission, autoloadRefusal(error), { status: formErrorStatus(error) });
  }
  return doneRedirect(page, action.intent);
}
