import type { SubmissionResult } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { FormMessage } from "#app/components/form-messages";
import { island } from "#app/components/island";
import { dashboardContext } from "#app/context";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { takeReceipt } from "#app/money/receipt.server";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { BulkLoadReceipt, BulkResultPanel, BulkReviewPanel } from "#app/routes/dashboard/cards/parts/bulk";
import type { Route } from "./+types/cards-bulk";
import { bulkAction } from "./cards-bulk.server";

/** The details form is an island shown on request (after an action is chosen): its code comes with the first intent (ADR 0259). */
const BulkDetailsForm = island(() => import("#app/routes/dashboard/cards/parts/bulk-details-form").then((m) => m.BulkDetailsForm), {
  onRequest: true,
});

export const handle = { screen: "cards", i18n: ["cards", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

/**
 * The steps are answers to posts; opened directly, the page says where to start. After a bulk load it
 * shows the load's receipt once, from the flash (a reload or a shared link shows none).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { businessId } = context.get(dashboardContext);
  const { t } = getI18n(context);
  const receipt = takeReceipt(context, href("/:businessId/cards/bulk", { businessId }));
  return { title: pageTitle(context, t("cards.bulk.title"), t("cards.title")), businessId, receipt };
}

export async function action({ request, context }: Route.ActionArgs) {
  return bulkAction(context, request);
}

/** Bulk actions on cards: the action's detail, the review, then what happened to each card (ADR 0157). */
export default function CardsBulk({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cards"]);
  const { businessId } = loaderData;
  const list = href("/:businessId/cards", { businessId });
  const self = href("/:businessId/cards/bulk", { businessId });
  return (
    <>
      <p>
        <Link to={list}>{t("cards.bulk.back")}</Link>
      </p>
      <div className="page-heading">
        <h1>{t("cards.bulk.title")}</h1>
      </div>
      {!actionData && loaderData.receipt ? (
        <BulkLoadReceipt receipt={loaderData.receipt} />
      ) : !actionData ? (
        <p>{t("cards.bulk.start")}</p>
      ) : actionData.step === "error" ? (
        <FormMessage tone="error">{t(`cards.bulk.errors.${actionData.message}`)}</FormMessage>
      ) : actionData.step === "details" ? (
        <section aria-labelledby="bulk-details-title" className="confirm-panel">
          <h2 id="bulk-details-title">{t(`cards.bulk.actions.${actionData.details.action}`)}</h2>
          {actionData.details.count > 0 ? <p>{t("cards.bulk.chosen", { cards: actionData.details.count })}</p> : null}
          <BulkDetailsForm
            details={actionData.details}
            action={self}
            cancelTo={list}
            reply={"reply" in actionData ? (actionData.reply as SubmissionResult<string[]>) : undefined}
          />
        </section>
      ) : actionData.step === "review" ? (
        <BulkReviewPanel review={actionData.review} action={self} cancelTo={list} />
      ) : (
        <BulkResultPanel result={actionData.result} />
      )}
    </>
  );
}
