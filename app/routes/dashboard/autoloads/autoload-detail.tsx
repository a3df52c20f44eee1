import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, href, Link } from "react-router";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Facts } from "#app/components/facts";
import { FormMessage, ReplyErrors, replyFor } from "#app/components/form-messages";
import { island } from "#app/components/island";
import type { RouteHandle } from "#app/handle";
import { getI18n } from "#app/middleware/i18n";
import { titleMeta } from "#app/page-title";
import { pageTitle } from "#app/page-title.server";
import { CalendarPreview, CardChoices, CardSearch } from "#app/routes/dashboard/autoloads/parts/autoload-parts";
import type { Route } from "./+types/autoload-detail";
import { autoloadAction, autoloadView, type MemberRow, type RunRow } from "./autoload-detail.server";

/** The change form is an island: its code and its schema load after the page's (ADR 0066). */
const ModifyAutoloadForm = island(() => import("#app/routes/dashboard/autoloads/parts/autoload-forms").then((m) => m.ModifyAutoloadForm));

export const handle = { i18n: ["autoloads", "validation"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const view = await autoloadView(context, request, params.autoloadId);
  const { t } = getI18n(context);
  return { ...view, title: pageTitle(context, `${view.autoload.name} · ${t("autoloads.title")}`) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return autoloadAction(context, request, params.autoloadId);
}

/**
 * One autoload (docs/decisions/0135-autoload-screens.md): its schedule and the next runs, its cards,
 * what each run did, and the changes the user's role allows on the autoload's own business.
 */
export default function AutoloadDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["common", "autoloads"]);
  const { autoload, actions, businessId } = loaderData;
  const base = href("/:businessId/autoloads/:autoloadId", { businessId, autoloadId: autoload.id });
  const modifyReply = replyFor(actionData, "modify");
  const removeReply = replyFor(actionData, "removeCards");
  const addReply = replyFor(actionData, "addCards");
  return (
    <>
      <p>
        <Link to={href("/:businessId/autoloads", { businessId })}>{t("autoloads.back")}</Link>
      </p>
      <div className="page-heading">
        <h1>{autoload.name}</h1>
        <span className={`status status-${autoload.status}`}>{t(`autoloads.statuses.${autoload.status}`)}</span>
      </div>
      {loaderData.done ? (
        <FormMessage tone="success">{t(`autoloads.done.${loaderData.done}`, { defaultValue: t("autoloads.done.generic") })}</FormMessage>
      ) : null}
      <ReplyErrors reply={replyFor(actionData, "cancel")} />

      <section aria-labelledby="schedule-title">
        <h2 id="schedule-title">{t("autoloads.schedule")}</h2>
        <Facts
          items={[
            { label: t("autoloads.frequency"), value: t(`autoloads.frequencies.${autoload.frequency}`) },
            { label: t("autoloads.amount"), value: autoload.amount, ltr: true },
            { label: t("autoloads.members"), value: autoload.memberCount, ltr: true },
            { label: t("autoloads.startDate"), value: autoload.startDate },
            { label: t("autoloads.endDate"), value: autoload.endDate ?? t("autoloads.noEndDate") },
            { label: t("autoloads.nextRun"), value: autoload.nextRun ?? t("autoloads.noNextRun") },
            { label: t("autoloads.created"), value: autoload.createdAt },
          ]}
        />
        <p>{t("autoloads.timing")}</p>
        {loaderData.preview.length ? <CalendarPreview runs={loaderData.preview} id="upcoming-title" /> : null}
      </section>

      {loaderData.confirmCancel ? (
        <section className="confirm-panel" aria-labelledby="cancel-title">
          <h2 id="cancel-title">{t("autoloads.cancel.title")}</h2>
          <p>{t("autoloads.cancel.body")}</p>
          <Form method="post" action={base} className="filter-actions">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className="danger">
              {t("autoloads.cancel.confirm")}
            </button>
            <Link to={base} className="button secondary">
              {t("autoloads.cancel.keep")}
            </Link>
          </Form>
        </section>
      ) : actions.cancel ? (
        <p>
          <Link to={`${base}?confirm=cancel`} className="button secondary">
            {t("autoloads.cancel.open")}
          </Link>
        </p>
      ) : null}

      {actions.modify ? (
        <section aria-labelledby="modify-title">
          <h2 id="modify-title">{t("autoloads.modify.title")}</h2>
          <ModifyAutoloadForm
            setup={{ name: autoload.name, amount: autoload.amountDecimal, frequency: autoload.frequency, endDate: autoload.endDateValue }}
            action={base}
            reply={modifyReply}
          />
        </section>
      ) : null}

      <section aria-labelledby="members-title">
        <h2 id="members-title">{t("autoloads.membersTitle")}</h2>
        {actions.removeCards ? <Form method="post" action={base} id="remove-cards" /> : null}
        <ReplyErrors reply={removeReply} />
        <DataTable
          columns={memberColumns(t, businessId, actions.removeCards)}
          data={loaderData.members}
          getRowId={(m) => m.id}
          caption={t("autoloads.membersTitle")}
          captionHidden
          empty={t("autoloads.noMembers")}
          pages={{ first: loaderData.membersFirst, next: loaderData.membersNext }}
        />
        {actions.removeCards && loaderData.members.length ? (
          <p className="filter-actions">
            <input type="hidden" name="intent" value="removeCards" form="remove-cards" />
            <button type="submit" form="remove-cards" className="secondary">
              {t("autoloads.removeCards")}
            </button>
          </p>
        ) : null}
      </section>

      {loaderData.picker ? (
        <section aria-labelledby="add-title">
          <h2 id="add-title">{t("autoloads.addTitle")}</h2>
          <CardSearch action={base} search={loaderData.search} />
          <Form method="post" action={base} className="stack">
            <ReplyErrors reply={addReply} />
            <input type="hidden" name="intent" value="addCards" />
            <fieldset className="field">
              <legend>{t("autoloads.picker.legend")}</legend>
              <CardChoices cards={loaderData.picker} />
            </fieldset>
            {loaderData.picker.length ? (
              <div className="filter-actions">
                <button type="submit">{t("autoloads.addCards")}</button>
              </div>
            ) : null}
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="runs-title">
        <h2 id="runs-title">{t("autoloads.runs.title")}</h2>
        <DataTable
          columns={runColumns(t)}
          data={loaderData.runs}
          getRowId={(r) => r.id}
          caption={t("autoloads.runs.title")}
          captionHidden
          empty={t("autoloads.runs.empty")}
        />
      </section>
    </>
  );
}

const memberCol = columns<MemberRow>();

function memberColumns(t: TFunction<["common", "autoloads"]>, businessId: string, removable: boolean): Columns<MemberRow> {
  const list = [
    memberCol.accessor("holderName", {
      header: () => t("autoloads.cardholder"),
      meta: { rowHeader: true },
      cell: ({ row }) => (
        <Link to={href("/:businessId/cards/:cardId", { businessId, cardId: row.original.id })}>
          {t("autoloads.picker.card", { name: row.original.holderName, last6: row.original.last6 })}
        </Link>
      ),
    }),
    memberCol.accessor("added", { header: () => t("autoloads.added") }),
  ];
  if (removable) {
    list.push(
      memberCol.accessor("id", {
        header: () => t("autoloads.remove"),
        cell: RemoveCardBox,
      }),
    );
  }
  return memberCol.columns(list);
}

/**
 * A member's remove box. The table renders a cell function as a component, so a function made anew on each
 * render of the page is a new component type, and React would replace the box (losing a tick) whenever the
 * page renders again, for instance when the islands' code arrives after the person ticked it (ADR 0250).
 * Declared once, its box stays.
 */
function RemoveCardBox({ row }: { row: { original: MemberRow } }) {
  const { t } = useTranslation(["autoloads"]);
  return (
    <input
      type="checkbox"
      name="cardIds"
      value={row.original.id}
      form="remove-cards"
      aria-label={t("autoloads.removeCard", { name: row.original.holderName, last6: row.original.last6 })}
    />
  );
}

const runCol = columns<RunRow>();

function runColumns(t: TFunction<["common", "autoloads"]>): Columns<RunRow> {
  return runCol.columns([
    runCol.accessor("date", { header: () => t("autoloads.runs.date"), meta: { rowHeader: true } }),
    runCol.accessor("status", {
      header: () => t("autoloads.runs.status"),
      cell: ({ row }) => t(`autoloads.runs.statuses.${row.original.status}`),
    }),
    runCol.accessor("loaded", { header: () => t("autoloads.runs.loaded"), meta: { numeric: true } }),
    runCol.accessor("total", { header: () => t("autoloads.runs.total"), meta: { numeric: true } }),
    runCol.accessor("failedCount", {
      header: () => t("autoloads.runs.failures"),
      cell: ({ row }) => {
        const run = row.original;
        if (run.failureReason) return t(`autoloads.runs.reasons.${run.failureReason}`);
        if (!run.failedCount) return t("autoloads.runs.noFailures");
        return [
          t("autoloads.runs.failedCards", { failed: run.failedCount }),
          ...run.failures.map((f) => {
            const reason = t(`autoloads.runs.cardReasons.${f.reason}`);
            return t("autoloads.runs.cardFailure", { last6: f.last6, reason });
          }),
        ].join(" ");
      },
    }),
  ]);
}
