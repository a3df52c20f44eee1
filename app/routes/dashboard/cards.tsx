import { Form, Link } from "react-router";
import { dashboardContext } from "#app/auth/guards.server";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n } from "#app/middleware/i18n";
import { providerContext } from "#app/middleware/provider";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { cardSortKeys } from "#domain/cards";
import { cardFormFactors, cardStatuses } from "#domain/enums";
import type { Route } from "./+types/cards";
import { cardListQuery, cardRow, readCardListParams } from "./cards.server";

export const handle = { screen: "cards" };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

const PAGE_SIZE = 50;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { businessId, business } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const params = readCardListParams(new URL(request.url));
  const { cursor, ...filters } = params;
  const isTopLevel = businessId === business.topLevelBusinessId;
  const [page, tagList, programList] = await Promise.all([
    provider.call(cards.listCards, {
      params: { id: businessId },
      query: { ...filters, cursor, limit: PAGE_SIZE },
    }),
    provider.call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } }),
    isTopLevel && business.viewType !== "normal"
      ? provider.call(businesses.listPrograms, { params: { id: businessId }, query: { limit: 200 } })
      : null,
  ]);
  const { t } = getI18n(context);
  return {
    title: `${t("cards.title")} · ${context.get(tenantContext).brandName}`,
    businessId,
    filters,
    rows: page.cards.map(cardRow),
    nextQuery: page.nextCursor ? cardListQuery(filters, { cursor: page.nextCursor }) : null,
    firstQuery: cursor ? cardListQuery(filters) || "?" : null,
    exportQuery: cardListQuery(filters),
    tags: tagList.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    programs: programList?.programs.map((p) => ({ id: p.id, name: p.name })) ?? [],
  };
}

/** Cards list: server-side search, filters, sort and pages, all in the URL. */
export default function Cards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, rows, businessId } = loaderData;
  const base = `/${encodeURIComponent(businessId)}/cards`;
  return (
    <>
      <div className="page-heading">
        <h1>{t("cards.heading")}</h1>
        <p className="filter-actions">
          <Link to={`/${encodeURIComponent(businessId)}/orders`}>{t("cards.orders")}</Link>
          <a href={`${base}/export.csv${loaderData.exportQuery}`} download>
            {t("cards.export")}
          </a>
        </p>
      </div>
      <Form method="get" action={base} className="filters" role="search" aria-label={t("cards.filtersLabel")}>
        <div className="field">
          <label htmlFor="cards-search">{t("cards.search")}</label>
          <input id="cards-search" type="search" name="search" defaultValue={filters.search ?? ""} />
        </div>
        <div className="field">
          <label htmlFor="cards-status">{t("cards.status")}</label>
          <select id="cards-status" name="status" defaultValue={filters.status ?? ""}>
            <option value="">{t("cards.any")}</option>
            {cardStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`cards.statuses.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cards-type">{t("cards.type")}</label>
          <select id="cards-type" name="formFactor" defaultValue={filters.formFactor ?? ""}>
            <option value="">{t("cards.any")}</option>
            {cardFormFactors.map((f) => (
              <option key={f} value={f}>
                {t(`cards.formFactors.${f}`)}
              </option>
            ))}
          </select>
        </div>
        {loaderData.programs.length > 0 ? (
          <div className="field">
            <label htmlFor="cards-program">{t("cards.program")}</label>
            <select id="cards-program" name="programId" defaultValue={filters.programId ?? ""}>
              <option value="">{t("cards.any")}</option>
              {loaderData.programs.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {loaderData.tags.length > 0 ? (
          <div className="field">
            <label htmlFor="cards-tag">{t("cards.tag")}</label>
            <select id="cards-tag" name="tagId" defaultValue={filters.tagId ?? ""}>
              <option value="">{t("cards.any")}</option>
              {loaderData.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="field">
          <label htmlFor="cards-sort">{t("cards.sort")}</label>
          <select id="cards-sort" name="sort" defaultValue={filters.sort}>
            {cardSortKeys.map((key) => (
              <option key={key} value={key}>
                {t(`cards.sortKeys.${key}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="cards-order">{t("cards.order")}</label>
          <select id="cards-order" name="order" defaultValue={filters.order}>
            <option value="desc">{t("cards.descending")}</option>
            <option value="asc">{t("cards.ascending")}</option>
          </select>
        </div>
        <div className="filter-actions">
          <button type="submit">{t("cards.apply")}</button>
          <Link to={base} className="button secondary">
            {t("cards.clear")}
          </Link>
        </div>
      </Form>

      {rows.length === 0 ? (
        <p role="status">{t("cards.empty")}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t("cards.heading")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("cards.cardholder")}</th>
                <th scope="col">{t("cards.card")}</th>
                <th scope="col">{t("cards.type")}</th>
                <th scope="col">{t("cards.status")}</th>
                <th scope="col" className="numeric">
                  {t("cards.balance")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`${base}/${row.id}`}>{row.holderName}</Link>
                    <span className="secondary-text">{row.email}</span>
                  </th>
                  <td>
                    <span dir="ltr">{row.id}</span>
                    <span className="secondary-text" dir="ltr">
                      •••• {row.last6}
                    </span>
                  </td>
                  <td>{t(`cards.formFactors.${row.formFactor}`)}</td>
                  <td>
                    <span className={`status status-${row.status}`}>{t(`cards.statuses.${row.status}`)}</span>
                  </td>
                  <td className="numeric" dir="ltr">
                    {row.balance}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav className="pagination" aria-label={t("cards.pages")}>
        {loaderData.firstQuery ? <Link to={`${base}${loaderData.firstQuery}`}>{t("cards.firstPage")}</Link> : null}
        {loaderData.nextQuery ? <Link to={`${base}${loaderData.nextQuery}`}>{t("common.nextPage")}</Link> : null}
      </nav>
    </>
  );
}
