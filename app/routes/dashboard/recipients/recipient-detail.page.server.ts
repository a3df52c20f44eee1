import { href, type RouterContextProvider } from "react-router";
import { notFoundOn404, objectPermissions } from "#app/auth/object-access.server";
import { dashboardContext, providerContext } from "#app/context";
import { takeDone } from "#app/flash/done.server";
import { MISSING_OBJECT, notFound } from "#app/http";
import { formatDateFor } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { takeReceipt } from "#app/money/receipt.server";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { newIdempotencyKey } from "#app/provider/idempotency";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { bankTransfers } from "#contract/bankTransfers";
import type { Transfer } from "#contract/entities";
import { RECIPIENT_PANELS, type RecipientPanel, recipientPanels } from "./recipient-detail.actions.server";
import { recipientEvent, recipientView, transferRow } from "./recipient-detail.server";

/**
 * The recipient page's view model (issue 13 items 3 and 4). Transfers and activity are paged on the
 * server, each with its own cursor in the URL (`transfers`, `activity`), so every transfer and event of
 * a recipient paid for years can be reached. Only what the page shows reaches the loader data: last
 * four digits, never a full account or routing number.
 */

export const RECIPIENT_PAGE_SIZE = 50;

const CURSOR = /^[A-Za-z0-9_=-]{1,512}$/;
const cursorOf = (url: URL, name: string) => {
  const value = url.searchParams.get(name);
  return value && CURSOR.test(value) ? value : undefined;
};

export async function recipientPage(context: Readonly<RouterContextProvider>, request: Request, recipientId: string) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const path = { params: { id: recipientId } };
  const transfersCursor = cursorOf(url, "transfers");
  const activityCursor = cursorOf(url, "activity");
  const requested = url.searchParams.get("do");
  const panelAsked = RECIPIENT_PANELS.includes(requested as RecipientPanel) ? (requested as RecipientPanel) : null;
  // The payment form asks for the business's custom fields for bank transfers (ADR 0179): read beside the recipient.
  const paymentFieldsOf = panelAsked === "pay" ? customFieldsReader(context, "bank_transfers") : null;
  const [{ recipient }, activities, transferPage] = await Promise.all([
    provider.call(bankTransfers.getRecipient, path),
    provider.call(bankTransfers.listRecipientActivities, { ...path, query: { limit: RECIPIENT_PAGE_SIZE, cursor: activityCursor } }),
    provider
      .call(bankTransfers.listRecipientTransfers, { ...path, query: { limit: RECIPIENT_PAGE_SIZE, cursor: transfersCursor } })
      .catch((error: unknown) => {
        if (isApiError(error, 403)) return null;
        throw error;
      }),
  ]).catch((error: unknown) => {
    // A wrong id (404), or a recipient the provider refuses to show this user (403): the not-found page.
    if (isApiError(error, 403)) notFound(MISSING_OBJECT);
    return notFoundOn404(error);
  });
  const permissions = await objectPermissions(context, recipient.businessId);
  if (!permissions.has("viewIndividualRecipient")) notFound(MISSING_OBJECT);
  const hideBank = permissions.has("hideBankPaymentsInformation");
  const done = takeDone(context, href("/:businessId/recipients/:recipientId", { businessId, recipientId }), [
    "update",
    "resend",
    "retry",
    "created",
    "bankDetails",
  ]);
  const transfers = hideBank ? null : transferPage;
  const language = getLocale(context);
  const { t } = getI18n(context);
  const panels = recipientPanels(recipient, permissions);
  const panel = panelAsked && panels.includes(panelAsked) ? panelAsked : null;

  const paymentFields = panel === "pay" && paymentFieldsOf ? await paymentFieldsOf(recipient.businessId) : [];

  // The receipt of a payment just sent: once, from the flash (a reload or a shared link shows none), with
  // how the transfer goes and where it is now, read from the transfers (newest first on their first page).
  const receipt = hideBank ? null : takeReceipt(context, href("/:businessId/recipients/:recipientId", { businessId, recipientId }));
  let sent: Transfer | null = null;
  if (receipt) {
    sent = transfers?.transfers.find((x) => x.id === receipt.reference) ?? null;
    if (!sent && transfersCursor) {
      const first = await provider.call(bankTransfers.listRecipientTransfers, { ...path, query: { limit: RECIPIENT_PAGE_SIZE } });
      sent = first.transfers.find((x) => x.id === receipt.reference) ?? null;
    }
  }

  const link = (changes: Record<string, string | null>) => {
    const query = new URLSearchParams();
    const keep = { transfers: transfersCursor ?? null, activity: activityCursor ?? null, ...changes };
    for (const [key, value] of Object.entries(keep)) if (value) query.set(key, value);
    const text = query.toString();
    return text ? `?${text}` : "?";
  };

  return {
    title: pageTitle(context, recipient.name || t("recipients.detail.title")),
    businessId,
    recipient: recipientView(recipient, language, hideBank),
    phone: recipient.phone,
    hideBank,
    transfers: transfers?.transfers.map((transfer) => transferRow(transfer, language)) ?? null,
    transferPages: {
      first: transfersCursor ? link({ transfers: null }) : null,
      next: transfers?.nextCursor ? link({ transfers: transfers.nextCursor }) : null,
    },
    events: activities.activities.map((activity) => recipientEvent(activity, language)),
    activityPages: {
      first: activityCursor ? link({ activity: null }) : null,
      next: activities.nextCursor ? link({ activity: activities.nextCursor }) : null,
    },
    panels,
    panel,
    paymentFields,
    done: done === "bankDetails" ? null : done,
    // Bank details just given by staff (issue 38 item 3): said with what follows, the bank verification.
    bankDetailsAdded: done === "bankDetails",
    receipt: receipt
      ? {
          ...receipt,
          accountLast4: sent?.bankAccountLast4 ?? recipient.bankAccount?.accountNumberLast4 ?? "",
          transfer: sent
            ? {
                speed: sent.speed,
                status: sent.status,
                expected: sent.expectedCompletionAt ? formatDateFor(sent.expectedCompletionAt, language) : null,
              }
            : null,
        }
      : null,
    // A fresh key each time the payment form is shown; a double submit of the same form reuses it.
    idempotencyKey: newIdempotencyKey(),
  };
}

export type RecipientPageData = Awaited<ReturnType<typeof recipientPage>>;
export type PaymentReceipt = NonNullable<RecipientPageData["receipt"]>;
