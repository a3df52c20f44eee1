import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Facts } from "#app/components/facts";
import { FilterDisclosure } from "#app/components/filter-disclosure";
import { island } from "#app/components/island";
import { Receipt } from "#app/components/receipt";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { AchReveal } from "#app/routes/dashboard/funding/parts/ach-reveal";
import { depositTypes } from "#domain/enums";
import type { Route } from "./+types/funding-account";
import { type DepositRow, fundingAction, fundingView } from "./funding-account.server";

/** The transfer form is an island: its code and its schema load after the page's (ADR 0066). */
const TransferForm = island(() => import("#app/routes/dashboard/funding/parts/transfer-form").then((m) => m.TransferForm));

export const handle = { screen: "fundingAccount", i18n: ["funding", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await fundingView(context, request);
  const { t } = getI18n(context);
  return { ...view, title: pageTitle(context, t("funding.title")) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return fundingAction(context, request);
}

/**
 * The funding account (docs/decisions/0115-funding-transfers.md): balance, the prefunding ACH details
 * (viewACHDetails; the account number masked until asked for), moves between the super business and its
 * programs (transferFunds, reviewed first), and the history, filtered and paged on the server, as CSV too.
 */
export default function FundingAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "funding"]);
  const { businessId, history, filters, ach, receipt, transfer } = loaderData;
  const base = href("/:businessId/funding-account", { businessId });
  const reply = actionData && !("revealed" in actionData) ? actionData : undefined;
  const revealed = actionData && "revealed" in actionData ? actionData.revealed : null;
  return (
    <>
      <div className="page-heading">
        <h1>{t("funding.heading")}</h1>
      </div>
      {receipt ? (
        <Receipt
          receipt={receipt}
          balanceOf="funding"
          sentence={t("funding.transfer.receipt", { amount: receipt.amount, from: receipt.from ?? "", to: receipt.to ?? "" })}
          next={t("common.receiptNext.fundingTransfer")}
        />
      ) : null}
      <section aria-labelledby="balance-title">
        <h2 id="balance-title">{loaderData.accountName || t("funding.balance")}</h2>
        <Facts
          items={[
            { label: t("funding.balance"), value: loaderData.balance, ltr: true },
            { label: t("funding.asOf"), value: loaderData.balanceAsOf },
          ]}
        />
      </section>

      {ach ? (
        <section aria-labelledby="ach-title">
          <h2 id="ach-title">{t("funding.ach.title")}</h2>
          <p>{t("funding.ach.explained")}</p>
          <Facts
            items={[
              { label: t("funding.ach.bank"), value: ach.bankName },
              { label: t("funding.ach.holder"), value: ach.accountHolderName },
              { label: t("funding.ach.routing"), value: ach.routingNumber, ltr: true },
              { label: t("funding.ach.account"), value: <AchReveal last4={ach.accountLast4} action={base} revealed={revealed} /> },
              { label: t("funding.ach.reference"), value: ach.reference, ltr: true },
            ]}
          />
        </section>
      ) : null}

      {transfer ? (
        <section aria-labelledby="transfer-title" className="confirm-panel">
          <h2 id="transfer-title">{t("funding.transfer.title")}</h2>
          <p>{t("funding.transfer.explained")}</p>
          <TransferForm setup={transfer} action={base} reply={reply} />
        </section>
      ) : null}

      {history ? (
        <section aria-labelledby="history-title">
          <div className="page-heading">
            <h2 id="history-title">{t("funding.history.title")}</h2>
            <p className="filter-actions">
              <a href={`${href("/:businessId/funding-account/export.csv", { businessId })}${history.exportQuery}`} download>
                {t("funding.history.export")}
              </a>
            </p>
          </div>
          <FilterDisclosure summary={t("funding.history.filters")}>
            <Form method="get" action={base} className="filters" role="search" aria-label={t("funding.history.filters")}>
              <div className="field">
                <label htmlFor="deposits-from">{t("funding.history.from")}</label>
                <input id="deposits-from" type="date" name="from" defaultValue={filters.from ?? ""} />
              </div>
              <div className="field">
                <label htmlFor="deposits-to">{t("funding.history.to")}</label>
                <input id="deposits-to" type="date" name="to" defaultValue={filters.to ?? ""} />
              </div>
              <div className="field">
                <label htmlFor="deposits-type">{t("funding.history.type")}</label>
                <select id="deposits-type" name="depositType" defaultValue={filters.depositType ?? ""}>
                  <option value="">{t("funding.history.any")}</option>
                  {depositTypes.map((type) => (
                    <option key={type} value={type}>
                      {t(`funding.types.${type}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="field">
                <label htmlFor="deposits-direction">{t("funding.history.direction")}</label>
                <select id="deposits-direction" name="direction" defaultValue={filters.direction ?? ""}>
                  <option value="">{t("funding.history.any")}</option>
                  <option value="incoming">{t("funding.history.incoming")}</option>
                  <option value="outgoing">{t("funding.history.outgoing")}</option>
                </select>
              </div>
              <div className="filter-actions">
                <button type="submit">{t("funding.history.apply")}</button>
                <Link to={base} className="button secondary">
                  {t("funding.history.clear")}
                </Link>
              </div>
            </Form>
          </FilterDisclosure>
          <DataTable
            columns={depositColumns(t)}
            data={history.rows}
            getRowId={(row) => row.id}
            caption={t("funding.history.title")}
            captionHidden
            empty={t("funding.history.empty")}
            pages={{ first: history.firstQuery, next: history.nextQuery }}
          />
        </section>
      ) : null}
    </>
  );
}

const col = columns<DepositRow>();

function depositColumns(t: TFunction<["common", "funding"]>): Columns<DepositRow> {
  return col.columns([
    col.accessor("date", { header: () => t("funding.history.date"), meta: { rowHeader: true } }),
    col.accessor("depositType", {
      header: () => t("funding.history.type"),
      cell: ({ row }) => t(`funding.types.${row.original.depositType}`),
    }),
    col.accessor("counterpart", { header: () => t("funding.history.counterpart") }),
    col.accessor("outgoing", {
      header: () => t("funding.history.direction"),
      cell: ({ row }) => (row.original.outgoing ? t("funding.history.outgoing") : t("funding.history.incoming")),
    }),
    col.accessor("amount", { header: () => t("funding.history.amount"), meta: { numeric: true } }),
    col.accessor("status", {
      header: () => t("funding.history.status"),
      cell: ({ row }) => t(`funding.statuses.${row.original.status}`),
    }),
    col.accessor("details", { header: () => t("funding.history.details") }),
  ]);
}
