import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Facts } from "#app/components/facts";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { notFound } from "#app/http";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { bankTransfers } from "#contract/bankTransfers";
import type { Route } from "./+types/recipient-detail";
import { notFoundOn404, objectPermissions } from "./object-access.server";
import { type RecipientEvent, recipientEvent, recipientView, type TransferRow, transferRow } from "./recipient-detail.server";

export const handle = { screen: "recipient", i18n: ["recipients", "activity"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/**
 * Recipient detail: who, the intake status and what it means, the bank account (last four digits only),
 * transfers and activity. Without viewIndividualRecipient on the recipient's business the page does not
 * exist for the user; hideBankPaymentsInformation hides the bank account and the transfers.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const path = { params: { id: params.recipientId } };
  // One round trip: the transfers are read beside the recipient and dropped when the user may not see them.
  const [{ recipient }, activities, transferPage] = await Promise.all([
    provider.call(bankTransfers.getRecipient, path),
    provider.call(bankTransfers.listRecipientActivities, { ...path, query: { limit: 50 } }),
    provider.call(bankTransfers.listRecipientTransfers, { ...path, query: { limit: 50 } }).catch((error: unknown) => {
      if (isApiError(error, 403)) return null;
      throw error;
    }),
  ]).catch((error: unknown) => {
    // A wrong id (404), or a recipient the provider refuses to show this user (403): the not-found page.
    if (isApiError(error, 403)) notFound();
    return notFoundOn404(error);
  });
  const permissions = await objectPermissions(context, recipient.businessId);
  if (!permissions.has("viewIndividualRecipient")) notFound();
  const hideBank = permissions.has("hideBankPaymentsInformation");
  const transfers = hideBank ? null : transferPage;
  const language = getLocale(context);
  const { t } = getI18n(context);
  return {
    title: pageTitle(context, recipient.name || t("recipients.detail.title")),
    businessId,
    recipient: recipientView(recipient, language, hideBank),
    hideBank,
    transfers: transfers?.transfers.map((transfer) => transferRow(transfer, language)) ?? null,
    events: activities.activities.map((activity) => recipientEvent(activity, language)),
  };
}

export default function RecipientDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "recipients", "activity"]);
  const { recipient, businessId, transfers, events } = loaderData;
  const account = recipient.bankAccount;
  const failureReason = account?.failureReason
    ? t(`recipients.detail.failureReasons.${account.failureReason as "blocked_account"}`, {
        defaultValue: t("recipients.detail.failureReasons.unexpected_verification_error"),
      })
    : null;
  return (
    <>
      <p>
        <Link to={href("/:businessId/recipients", { businessId })}>{t("recipients.detail.back")}</Link>
      </p>
      <h1>{recipient.name}</h1>
      <Facts
        items={[
          { label: t("recipients.csv.email"), value: recipient.email, ltr: true },
          { label: t("recipients.status"), value: t(`recipients.statuses.${recipient.intakeStatus}`) },
          { label: t("recipients.added"), value: recipient.added },
        ]}
      />
      <p>{t(`recipients.detail.meaning.${recipient.intakeStatus}`)}</p>

      {loaderData.hideBank ? null : (
        <section aria-labelledby="bank-title">
          <h2 id="bank-title">{t("recipients.bankAccount")}</h2>
          {account ? (
            <>
              <Facts
                items={[
                  { label: t("recipients.detail.holderName"), value: account.holderName },
                  { label: t("recipients.detail.accountType"), value: t(`recipients.detail.accountTypes.${account.accountType}`) },
                  account.bankName ? { label: t("recipients.detail.bank"), value: account.bankName } : null,
                  { label: t("recipients.detail.accountNumber"), value: `•••• ${account.accountLast4}`, ltr: true },
                  {
                    label: t("recipients.detail.verification"),
                    value: t(`recipients.detail.verificationStatuses.${account.verificationStatus}`),
                  },
                ]}
              />
              {account.verificationStatus === "failed" ? (
                <p role="status">
                  {failureReason ? t("recipients.detail.failedBecause", { reason: failureReason }) : null}{" "}
                  {t("recipients.detail.contactSupport")}
                </p>
              ) : account.verificationStatus === "pending" ? (
                <p>{t("recipients.detail.pendingExplained")}</p>
              ) : null}
            </>
          ) : (
            <p>{t("recipients.noBankAccount")}</p>
          )}
        </section>
      )}

      {transfers ? (
        <section aria-labelledby="transfers-title">
          <h2 id="transfers-title">{t("recipients.detail.transfers")}</h2>
          <DataTable
            columns={transferColumns(t)}
            data={transfers}
            getRowId={(row) => row.id}
            caption={t("recipients.detail.transfers")}
            captionHidden
            empty={t("recipients.detail.noTransfers")}
          />
        </section>
      ) : null}

      <section aria-labelledby="activity-title">
        <h2 id="activity-title">{t("recipients.detail.activity")}</h2>
        {events.length === 0 ? <p>{t("recipients.detail.noActivity")}</p> : null}
        <ol className="timeline">
          {events.map((e: RecipientEvent) => (
            <li key={e.id}>
              <span>{t(`activity.${e.type}`)}</span>
              <span className="secondary-text">{e.actor ? t("recipients.detail.byWhom", { name: e.actor, when: e.when }) : e.when}</span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

const col = columns<TransferRow>();

function transferColumns(t: TFunction<["common", "recipients", "activity"]>): Columns<TransferRow> {
  return col.columns([
    col.accessor("createdAt", { header: () => t("recipients.detail.date"), meta: { rowHeader: true } }),
    col.accessor("amount", { header: () => t("recipients.detail.amount"), meta: { numeric: true } }),
    col.accessor("speed", {
      header: () => t("recipients.detail.speed"),
      cell: ({ row }) => t(`recipients.detail.speeds.${row.original.speed}`),
    }),
    col.accessor("status", {
      header: () => t("recipients.status"),
      cell: ({ row }) => t(`recipients.detail.transferStatuses.${row.original.status}`),
    }),
  ]);
}
