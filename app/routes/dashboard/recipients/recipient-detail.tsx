import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { EmailAddress } from "#app/components/email-address";
import { Facts } from "#app/components/facts";
import { FormMessage, ReplyErrors } from "#app/components/form-messages";
import { island } from "#app/components/island";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import { PaymentReceiptPanel, RecipientActions } from "#app/routes/dashboard/recipients/parts/recipient-actions";
import type { Route } from "./+types/recipient-detail";
import { recipientAction } from "./recipient-detail.actions.server";
import { recipientPage } from "./recipient-detail.page.server";
import type { RecipientEvent, TransferRow } from "./recipient-detail.server";

/** The action forms are an island shown on request (an action's panel): their code comes with the first intent (ADR 0259). */
const RecipientPanel = island(() => import("#app/routes/dashboard/recipients/parts/recipient-panel").then((m) => m.RecipientPanel), {
  onRequest: true,
});

export const handle = { screen: "recipient", i18n: ["recipients", "activity", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/**
 * Recipient detail: who, the intake status and what it means, the bank account (last four digits only),
 * transfers and activity. Without viewIndividualRecipient on the recipient's business the page does not
 * exist for the user; hideBankPaymentsInformation hides the bank account and the transfers.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  return recipientPage(context, request, params.recipientId);
}

export async function action({ params, request, context }: Route.ActionArgs) {
  return recipientAction(context, request, params.recipientId);
}

export default function RecipientDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "recipients", "activity"]);
  const { recipient, businessId, transfers, events } = loaderData;
  const base = href("/:businessId/recipients/:recipientId", { businessId, recipientId: recipient.id });
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
          { label: t("recipients.csv.email"), value: <EmailAddress address={recipient.email} />, ltr: true },
          {
            label: t("recipients.status"),
            // The list's badge, coloured by meaning (docs/design-system.md).
            value: <span className={`status status-${recipient.intakeStatus}`}>{t(`recipients.statuses.${recipient.intakeStatus}`)}</span>,
          },
          { label: t("recipients.added"), value: recipient.added },
        ]}
      />
      <p>{t(`recipients.detail.meaning.${recipient.intakeStatus}`)}</p>

      {loaderData.done ? <FormMessage tone="success">{t(`recipients.done.${loaderData.done}`)}</FormMessage> : null}
      {loaderData.bankDetailsAdded ? <FormMessage tone="success">{t("recipients.bankDetailsPanel.done")}</FormMessage> : null}
      {loaderData.receipt ? <PaymentReceiptPanel receipt={loaderData.receipt} name={recipient.name} /> : null}
      <ReplyErrors reply={loaderData.panel ? null : actionData} />
      {loaderData.panel ? (
        <RecipientPanel
          panel={loaderData.panel}
          base={base}
          recipient={{ name: recipient.name, email: recipient.email, phone: loaderData.phone, accountLast4: account?.accountLast4 ?? null }}
          paymentFields={loaderData.paymentFields}
          idempotencyKey={loaderData.idempotencyKey}
          reply={actionData}
        />
      ) : null}
      <RecipientActions panels={loaderData.panels} base={base} />

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
            pages={{
              first: loaderData.transferPages.first ? `${base}${loaderData.transferPages.first}` : null,
              next: loaderData.transferPages.next ? `${base}${loaderData.transferPages.next}` : null,
            }}
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
        {loaderData.activityPages.first || loaderData.activityPages.next ? (
          <nav className="pagination" aria-label={t("recipients.detail.activityPages")}>
            {loaderData.activityPages.first ? (
              <Link to={`${base}${loaderData.activityPages.first}`}>{t("recipients.detail.newestActivity")}</Link>
            ) : null}
            {loaderData.activityPages.next ? (
              <Link to={`${base}${loaderData.activityPages.next}`}>{t("recipients.detail.olderActivity")}</Link>
            ) : null}
          </nav>
        ) : null}
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
      // A failed transfer says why, and that its money is back in the funding account.
      cell: ({ row }) => {
        const why = row.original.failureReason;
        if (!why) return t(`recipients.detail.transferStatuses.${row.original.status}`);
        const reason = t(`recipients.detail.transferFailureReasons.${why}`);
        return t("recipients.detail.transferFailed", { reason });
      },
    }),
  ]);
}
