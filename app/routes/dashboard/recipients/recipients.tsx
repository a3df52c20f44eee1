import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { ActiveFilters } from "#app/components/active-filters";
import { type Columns, columns, DataTable, type SortOrder, tablePages } from "#app/components/data-table";
import { FilterBar, FilterInput, FilterSelect } from "#app/components/filter-bar";
import { island } from "#app/components/island";
import { dashboardContext, providerContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { mayImport } from "#app/imports/kinds";
import { activeFilters, listPages } from "#app/list-view";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { bankTransfers, type recipientSortKeys as contractSortKeys } from "#contract/bankTransfers";
import { recipientIntakeStatuses } from "#domain/enums";
import type { Route } from "./+types/recipients";
import { createRecipientAction } from "./recipients.create.server";
import { RECIPIENT_FILTER_LABELS, type RecipientRow, readRecipientListParams, recipientListQuery, recipientRow } from "./recipients.server";

export const handle = { screen: "recipients", i18n: ["recipients", "validation"] } satisfies RouteHandle;

/** The new-recipient form is an island shown on request (`?new`): its code comes with the first intent (ADR 0259). */
const CreateRecipientForm = island(
  () => import("#app/routes/dashboard/recipients/parts/create-recipient-form").then((m) => m.CreateRecipientForm),
  { onRequest: true },
);

export const meta: Route.MetaFunction = titleMeta;

const PAGE_SIZE = 50;

/**
 * The sort keys, written out here: importing them from the contract would put its zod schemas in the
 * page's JavaScript (ADR 0066 budget). The type check keeps the two lists the same.
 */
const recipientSortKeys = ["createdAt", "name"] as const satisfies typeof contractSortKeys;
type RecipientSortKey = (typeof recipientSortKeys)[number];
const _sameKeys: [RecipientSortKey, (typeof contractSortKeys)[number]] extends [(typeof contractSortKeys)[number], RecipientSortKey]
  ? true
  : never = true;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const params = readRecipientListParams(url);
  const { cursor, ...filters } = params;
  const page = await provider.call(bankTransfers.listRecipients, {
    // A person reads this page: ask where it sits ("1–50 of 240 recipients", Previous; ADR 0177).
    query: { ...filters, businessId, cursor, limit: PAGE_SIZE, withTotal: "true" },
  });
  const { t } = getI18n(context);
  // hideBankPaymentsInformation: no bank account column, and no digits in the data (issue 38 item 2).
  const hideBank = permissions.has("hideBankPaymentsInformation");
  return {
    title: pageTitle(context, t("recipients.title")),
    hideBank,
    businessId,
    filters,
    canCreate: permissions.has("createRecipient"),
    creating: permissions.has("createRecipient") && url.searchParams.get("new") === "1",
    canAddBankDetails: permissions.has("addBankDetails"),
    // Recipients from a spreadsheet (issue 20): the link's text comes with the data, so the list loads no import strings.
    importRecipients: permissions.has("createRecipient") ? t("imports.kinds.recipients.link") : null,
    importPayments: mayImport("payments", permissions) ? t("imports.kinds.payments.link") : null,
    rows: page.recipients.map((recipient) => recipientRow(recipient, getLocale(context), hideBank)),
    // First, previous and next pages and "1–50 of 240 recipients" (issue 24 item 5).
    pages: listPages(filters, cursor, page, page.recipients.length),
    // Each filter in use (search, status), with the link that drops only it.
    activeFilters: activeFilters(filters, RECIPIENT_FILTER_LABELS, {
      intakeStatus: filters.intakeStatus ? t(`recipients.statuses.${filters.intakeStatus}`) : undefined,
    }).map((f) => ({ ...f, label: t(f.labelKey) })),
    exportQuery: recipientListQuery(filters),
    // The sort links of the column headers: each key in each order, from the first page.
    sortQueries: Object.fromEntries(
      recipientSortKeys.map((sort) => [
        sort,
        {
          asc: recipientListQuery({ ...filters, sort, order: "asc" }) || "?",
          desc: recipientListQuery({ ...filters, sort, order: "desc" }) || "?",
        },
      ]),
    ) as Record<RecipientSortKey, Record<SortOrder, string>>,
  };
}

/** Creates a recipient (the `?new=1` form), then shows the new recipient's page. */
export async function action({ request, context }: Route.ActionArgs) {
  return createRecipientAction(context, request);
}

/** Recipients list: server-side search by name (words in any order) and e-mail, intake status filter, sort and pages, all in the URL. */
export default function Recipients({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "recipients"]);
  const { filters, rows, businessId } = loaderData;
  const base = href("/:businessId/recipients", { businessId });
  return (
    <>
      <div className="page-heading">
        <h1>{t("recipients.heading")}</h1>
        <p className="filter-actions">
          {loaderData.canCreate ? (
            <Link to={`${base}?new=1`} className="button">
              {t("recipients.create.open")}
            </Link>
          ) : null}
          <a href={`${href("/:businessId/recipients/export.csv", { businessId })}${loaderData.exportQuery}`} download>
            {t("recipients.export")}
          </a>
          {loaderData.importRecipients ? (
            <Link to={href("/:businessId/import/recipients", { businessId })}>{loaderData.importRecipients}</Link>
          ) : null}
          {loaderData.importPayments ? (
            <Link to={href("/:businessId/import/payments", { businessId })}>{loaderData.importPayments}</Link>
          ) : null}
        </p>
      </div>
      {loaderData.creating ? <CreateRecipientForm base={base} canAddBankDetails={loaderData.canAddBankDetails} reply={actionData} /> : null}
      <FilterBar action={base} label={t("recipients.filtersLabel")} apply={t("recipients.apply")} clear={t("recipients.clear")}>
        <FilterInput id="recipients-search" type="search" name="search" label={t("recipients.search")} value={filters.search} />
        <FilterSelect
          id="recipients-status"
          name="intakeStatus"
          label={t("recipients.status")}
          value={filters.intakeStatus}
          any={t("recipients.any")}
          options={recipientIntakeStatuses.map((s) => ({ value: s, label: t(`recipients.statuses.${s}`) }))}
        />
        <FilterSelect
          id="recipients-sort"
          name="sort"
          label={t("recipients.sort")}
          value={filters.sort}
          options={recipientSortKeys.map((key) => ({ value: key, label: t(`recipients.sortKeys.${key}`) }))}
        />
        <FilterSelect
          id="recipients-order"
          name="order"
          label={t("recipients.order")}
          value={filters.order}
          options={[
            { value: "desc", label: t("recipients.descending") },
            { value: "asc", label: t("recipients.ascending") },
          ]}
        />
      </FilterBar>
      <ActiveFilters base={base} filters={loaderData.activeFilters} />
      <DataTable
        columns={recipientColumns(t, base, loaderData.hideBank)}
        data={rows}
        getRowId={(row) => row.id}
        caption={t("recipients.heading")}
        captionHidden
        empty={t("recipients.empty")}
        sort={{
          key: filters.sort,
          order: filters.order,
          href: (sort, order) => `${base}${loaderData.sortQueries[sort as RecipientSortKey][order]}`,
        }}
        pages={tablePages(base, loaderData.pages, (range) => t("recipients.range", range))}
      />
    </>
  );
}

const col = columns<RecipientRow>();

/** The recipients list's columns; name and date added sort on the server. */
function recipientColumns(t: TFunction<["common", "recipients"]>, base: string, hideBank: boolean): Columns<RecipientRow> {
  const bankColumn = col.accessor("accountLast4", {
    header: () => t("recipients.bankAccount"),
    cell: ({ row }) =>
      row.original.accountLast4 ? (
        <span dir="ltr">•••• {row.original.accountLast4}</span>
      ) : (
        <span className="secondary-text">{t("recipients.noBankAccount")}</span>
      ),
  });
  return col.columns([
    col.accessor("name", {
      header: () => t("recipients.recipient"),
      meta: { rowHeader: true, sortKey: "name" },
      cell: ({ row }) => (
        <>
          <Link to={`${base}/${row.original.id}`}>{row.original.name}</Link>
          <span className="secondary-text">{row.original.email}</span>
        </>
      ),
    }),
    col.accessor("intakeStatus", {
      header: () => t("recipients.status"),
      cell: ({ row }) => (
        <span className={`status status-${row.original.intakeStatus}`}>{t(`recipients.statuses.${row.original.intakeStatus}`)}</span>
      ),
    }),
    ...(hideBank ? [] : [bankColumn]),
    col.accessor("createdAt", { header: () => t("recipients.added"), meta: { sortKey: "createdAt" } }),
  ]);
}
