import { Link } from "react-router";
import { tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n } from "#app/middleware/i18n";
import { providerContext } from "#app/middleware/provider";
import { businesses } from "#contract/businesses";
import type { Route } from "./+types/programs";

export const handle = { screen: "programs" };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor") ?? undefined;
  const { programs, nextCursor } = await context
    .get(providerContext)
    .call(businesses.listPrograms, { params: { id: params.businessId }, query: { cursor, limit: 50 } });
  const { t } = getI18n(context);
  return {
    title: `${t("programs.title")} · ${context.get(tenantContext).brandName}`,
    programs: programs.map((p) => ({ id: p.id, name: p.name, productType: p.productType })),
    nextCursor,
  };
}

/** The programs of the top-level business, each leading to its own home screen. */
export default function Programs({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t("programs.heading")}</h1>
      {loaderData.programs.length === 0 ? (
        <p>{t("programs.empty")}</p>
      ) : (
        <table className="data-table">
          <caption className="visually-hidden">{t("programs.heading")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("programs.name")}</th>
              <th scope="col">{t("programs.productType")}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.programs.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  <Link to={`/${encodeURIComponent(p.id)}/${p.productType === "bank_transfers" ? "recipients" : "cards"}`}>{p.name}</Link>
                </th>
                <td>{t(`programs.type.${p.productType}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {loaderData.nextCursor ? (
        <p>
          <Link to={`?cursor=${encodeURIComponent(loaderData.nextCursor)}`}>{t("common.nextPage")}</Link>
        </p>
      ) : null}
    </>
  );
}
