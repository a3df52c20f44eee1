import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { data, href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Facts } from "#app/components/facts";
import { FormMessage } from "#app/components/form-messages";
import { island } from "#app/components/island";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { superFundingAccountIds } from "#app/env.server";
import { doneRedirect, takeDoneOf } from "#app/flash/done.server";
import { createProgramSchema } from "#app/forms/programs.schema";
import type { RouteHandle } from "#app/handle";
import { formatMoney } from "#app/i18n/format";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { isApiError } from "#app/provider/client.server";
import { isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { businesses } from "#contract/businesses";
import { hasSuperFundingAccount } from "#domain/funding";
import type { Route } from "./+types/programs";

/** The create form is an island: its code and its schema load after the page's (ADR 0066). */
const CreateProgramForm = island(() => import("#app/routes/dashboard/programs/parts/create-program-form").then((m) => m.CreateProgramForm));

export const handle = { screen: "programs", i18n: ["programs", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const cursor = url.searchParams.get("cursor") ?? undefined;
  const { business, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  // One round trip: the programs and, with fundingAccountView, every funding account of the business.
  const [{ programs, nextCursor }, accounts] = await Promise.all([
    provider.call(businesses.listPrograms, { params: { id: params.businessId }, query: { cursor, limit: 50 } }),
    permissions.has("fundingAccountView")
      ? provider
          .call(businesses.listFundingAccounts, { params: { id: params.businessId }, query: { limit: 100 } })
          .catch((error: unknown) => {
            if (isApiError(error, 403)) return null;
            throw error;
          })
      : null,
  ]);
  const balances = new Map((accounts?.fundingAccounts ?? []).map((a) => [a.businessId, formatMoney(a.balanceCents, language)]));
  const { t } = getI18n(context);
  const created = takeDoneOf(context, href("/:businessId/programs", { businessId: params.businessId }), ["created"])?.subject;
  return {
    title: pageTitle(context, t("programs.title")),
    businessId: params.businessId,
    superBalance: hasSuperFundingAccount(business, superFundingAccountIds(context.get(cloudflareContext).env))
      ? (balances.get(params.businessId) ?? null)
      : null,
    superName: business.topLevelBusinessName,
    canCreate: permissions.has("createProgram"),
    showBalances: accounts !== null,
    created: created ? (programs.find((p) => p.id === created)?.name ?? "") : null,
    programs: programs.map((p) => ({ id: p.id, name: p.name, productType: p.productType, balance: balances.get(p.id) ?? "" })),
    nextCursor,
  };
}

const CREATE_ERRORS = { program_name_taken: "programs.errors.nameTaken", not_top_level: "programs.errors.notTopLevel" } as const;

/** Create a program (createProgram on the top-level business); the provider checks it again. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { permissions } = context.get(dashboardContext);
  const submission = parseWithZod(await request.formData(), { schema: createProgramSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!permissions.has("createProgram")) return data(submission.reply({ formErrors: ["validation.forbidden"] }), { status: 403 });
  try {
    const { program } = await context.get(providerContext).call(businesses.createProgram, {
      params: { id: params.businessId },
      body: { name: submission.value.name, productType: submission.value.productType },
    });
    return doneRedirect(href("/:businessId/programs", { businessId: params.businessId }), "created", { subject: program.id });
  } catch (error) {
    if (!isFormError(error)) throw error;
    const refusal = providerFormErrors(error, { fields: { "body.name": "name", "body.productType": "productType" }, codes: CREATE_ERRORS });
    return data(submission.reply(refusal), { status: error.status === 403 ? 403 : error.status === 400 ? 400 : 409 });
  }
}

/** The programs of the top-level business with their balances; create a program; the funding account and reports. */
export default function Programs({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "programs"]);
  const { businessId } = loaderData;
  return (
    <>
      <div className="page-heading">
        <h1>{t("programs.heading")}</h1>
        <p className="filter-actions">
          <Link to={href("/:businessId/funding-account", { businessId })}>{t("programs.fundingAccount")}</Link>
          <Link to={href("/:businessId/programs/reports", { businessId })}>{t("programs.reports")}</Link>
        </p>
      </div>
      {loaderData.created !== null ? (
        <FormMessage tone="success">
          {loaderData.created ? t("programs.create.done", { name: loaderData.created }) : t("programs.create.doneUnnamed")}
        </FormMessage>
      ) : null}
      {loaderData.superBalance ? (
        <Facts
          items={[
            {
              label: t("programs.superBalance", { name: loaderData.superName }),
              value: <span className="balance-figure">{loaderData.superBalance}</span>,
              ltr: true,
            },
          ]}
        />
      ) : null}
      <DataTable
        columns={programColumns(t, loaderData.showBalances)}
        data={loaderData.programs}
        getRowId={(program) => program.id}
        caption={t("programs.heading")}
        captionHidden
        empty={t("programs.empty")}
        pages={{ next: loaderData.nextCursor ? `?cursor=${encodeURIComponent(loaderData.nextCursor)}` : null }}
      />
      {loaderData.canCreate ? (
        <section aria-labelledby="create-title">
          <h2 id="create-title">{t("programs.create.title")}</h2>
          <CreateProgramForm action={href("/:businessId/programs", { businessId })} reply={actionData} />
        </section>
      ) : null}
    </>
  );
}

type ProgramRow = Route.ComponentProps["loaderData"]["programs"][number];
const col = columns<ProgramRow>();

/** Each program leads to its own home screen: recipients for bank transfers, cards otherwise. */
function programColumns(t: TFunction<["common", "programs"]>, showBalances: boolean): Columns<ProgramRow> {
  const base = [
    col.accessor("name", {
      header: () => t("programs.name"),
      meta: { rowHeader: true },
      cell: ({ row: { original: p } }) => (
        <Link
          to={
            p.productType === "bank_transfers"
              ? href("/:businessId/recipients", { businessId: p.id })
              : href("/:businessId/cards", { businessId: p.id })
          }
        >
          {p.name}
        </Link>
      ),
    }),
    col.accessor("productType", {
      header: () => t("programs.productType"),
      cell: ({ row }) => t(`programs.type.${row.original.productType}`),
    }),
  ];
  return col.columns(
    showBalances
      ? [
          ...base,
          col.accessor("balance", {
            header: () => t("programs.balance"),
            meta: { numeric: true },
            cell: ({ row: { original: p } }) => <Link to={href("/:businessId/funding-account", { businessId: p.id })}>{p.balance}</Link>,
          }),
        ]
      : base,
  );
}
