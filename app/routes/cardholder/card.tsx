import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { PortalShell } from "#app/components/cardholder/portal-shell";
import { type Columns, columns, DataTable } from "#app/components/data-table";
import { Facts } from "#app/components/facts";
import { Field, FormErrors, FormMessage, NewPinFields, replyFor, useSchemaForm } from "#app/components/forms";
import { readySchema } from "#app/components/ready-schema";
import * as schemas from "#app/forms/portal.schema";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import type { Route } from "./+types/card";
import { cardAction, cardPage, type LoadRow, type TransactionRow } from "./card.server";

export const handle = { hydrate: false, cardFrame: true, hideNavBar: true, i18n: ["auth", "cardholder"] } satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

// Resolved on the server before the page is sent: the portal ships no JavaScript (ADR 0066, 0110).
const setPinSchema = readySchema(schemas.setPinSchema);
const resetPinSchema = readySchema(schemas.resetPinSchema);

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return cardPage(context, request, params);
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cardAction(context, request, params);
}

type Reply = SubmissionResult<string[]> | null | undefined;

/** One card of the signed-in cardholder: balance, status, lock, PIN, virtual card details, activity. */
export default function CardholderCard({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cardholder"]);
  const { card, can, paths } = loaderData;
  const self = `${paths.base}/cards/${card.id}`;
  const reply = actionData?.reply;
  return (
    <PortalShell links={paths} name={loaderData.name}>
      <p>
        <Link to={paths.home}>{t("cardholder.nav.cards")}</Link>
      </p>
      <div className="page-heading">
        <h1>{t("cardholder.card.title", { last6: card.last6 })}</h1>
        <span className={`status status-${card.status}`}>{t(`cardholder.cardStatus.${card.status}`)}</span>
      </div>
      <p className="status-explanation">{t(`cardholder.card.statusHelp.${card.status}`)}</p>
      {loaderData.done ? <FormMessage tone="success">{t(`cardholder.done.${loaderData.done}`)}</FormMessage> : null}

      <section aria-labelledby="balance-title" className="panel">
        <h2 id="balance-title">{t("cardholder.balance.heading")}</h2>
        <Facts
          items={[
            { label: t("cardholder.balance.available"), value: loaderData.balance.available, ltr: true },
            { label: t("cardholder.balance.pending"), value: loaderData.balance.pending, ltr: true },
          ]}
        />
        <p className="field-hint">{t("cardholder.balance.explanation")}</p>
        <Facts
          items={[
            { label: t("cardholder.card.issuedBy"), value: card.organizationName },
            { label: t("cardholder.cardType"), value: t(`cardholder.formFactor.${card.formFactor}`) },
            { label: t("cardholder.expires"), value: card.expiration, ltr: true },
          ]}
        />
      </section>

      {can.activate ? (
        <section aria-labelledby="activate-title" className="panel">
          <h2 id="activate-title">{t("cardholder.virtual.activateHeading")}</h2>
          <p>{t("cardholder.virtual.activateIntro")}</p>
          <ReplyFor reply={reply} intent="activate" />
          <Form method="post" action={self}>
            <input type="hidden" name="intent" value="activate" />
            <button type="submit">{t("cardholder.virtual.activate")}</button>
          </Form>
        </section>
      ) : null}

      {can.reveal ? <VirtualDetails self={self} frameSrc={actionData?.frameSrc ?? null} reply={reply} /> : null}

      {card.formFactor === "virtual" && loaderData.billingAddress ? (
        <section aria-labelledby="billing-title" className="panel">
          <h2 id="billing-title">{t("cardholder.virtual.billingHeading")}</h2>
          <p>{t("cardholder.virtual.billingIntro")}</p>
          <address className="billing-address" dir="ltr">
            {loaderData.billingAddress.addressOne}
            <br />
            {loaderData.billingAddress.addressTwo ? (
              <>
                {loaderData.billingAddress.addressTwo}
                <br />
              </>
            ) : null}
            {loaderData.billingAddress.city}, {loaderData.billingAddress.state} {loaderData.billingAddress.zip}
          </address>
          <p>
            <Link to={`${paths.base}/help/billing-address`}>{t("cardholder.virtual.billingHelp")}</Link>
          </p>
        </section>
      ) : null}

      {can.lock || can.unlock ? (
        <section aria-labelledby="lock-title" className="panel">
          <h2 id="lock-title">{can.lock ? t("cardholder.lock.heading") : t("cardholder.lock.unlockHeading")}</h2>
          <p>{can.lock ? t("cardholder.lock.intro") : t("cardholder.lock.unlockIntro")}</p>
          <ReplyFor reply={reply} intent={can.lock ? "lock" : "unlock"} />
          <Form method="post" action={self}>
            <input type="hidden" name="intent" value={can.lock ? "lock" : "unlock"} />
            <button type="submit" className={can.lock ? "secondary" : undefined}>
              {can.lock ? t("cardholder.lock.lock") : t("cardholder.lock.unlock")}
            </button>
          </Form>
        </section>
      ) : null}

      <section aria-labelledby="pin-title" className="panel">
        <h2 id="pin-title">{t("cardholder.pin.heading")}</h2>
        {!can.setPin ? (
          <p>{t("cardholder.pin.blocked")}</p>
        ) : card.pinSet ? (
          <>
            <p>{t("cardholder.pin.alreadySet")}</p>
            <ResetPinForm action={self} reply={replyFor(reply, "resetPin")} />
          </>
        ) : (
          <>
            <p>{t("cardholder.pin.intro")}</p>
            <SetPinForm action={self} reply={replyFor(reply, "setPin")} />
          </>
        )}
      </section>

      <Activity self={self} tab={loaderData.tab} transactions={loaderData.transactions} loads={loaderData.loads} pages={loaderData.pages} />
    </PortalShell>
  );
}

/** Form-level errors of a reply that belongs to the form posting `intent`. */
function ReplyFor({ reply, intent }: { reply: Reply; intent: string }) {
  const { t } = useTranslation(["cardholder", "validation"]);
  const errors = replyFor(reply, intent)?.error?.[""];
  if (!errors?.length) return null;
  return <FormMessage tone="error">{errors.map((key) => t(key as "validation.unexpected")).join(" ")}</FormMessage>;
}

function VirtualDetails({ self, frameSrc, reply }: { self: string; frameSrc: string | null; reply: Reply }) {
  const { t } = useTranslation(["cardholder"]);
  return (
    <section aria-labelledby="virtual-title" className="panel virtual-card">
      <h2 id="virtual-title">{t("cardholder.virtual.heading")}</h2>
      <p>{t("cardholder.virtual.intro")}</p>
      <ReplyFor reply={reply} intent="reveal" />
      {frameSrc ? (
        <>
          <iframe
            src={frameSrc}
            title={t("cardholder.virtual.frameTitle")}
            className="card-frame"
            sandbox=""
            referrerPolicy="no-referrer"
          />
          <p>
            <Link to={self}>{t("cardholder.virtual.hide")}</Link>
          </p>
        </>
      ) : (
        <Form method="post" action={self}>
          <input type="hidden" name="intent" value="reveal" />
          <button type="submit" className="secondary">
            {t("cardholder.virtual.show")}
          </button>
        </Form>
      )}
    </section>
  );
}

function SetPinForm({ action, reply }: { action: string; reply: Reply }) {
  const { t } = useTranslation(["cardholder"]);
  const [form, fields] = useSchemaForm(setPinSchema, { id: "set-pin", lastResult: reply });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="setPin" />
      <NewPinFields
        pin={fields.pin}
        confirm={fields.confirmPin}
        label={t("cardholder.pin.pin")}
        confirmLabel={t("cardholder.pin.confirmPin")}
      />
      <button type="submit">{t("cardholder.pin.set")}</button>
    </Form>
  );
}

function ResetPinForm({ action, reply }: { action: string; reply: Reply }) {
  const { t } = useTranslation(["cardholder"]);
  const [form, fields] = useSchemaForm(resetPinSchema, { id: "reset-pin", lastResult: reply });
  return (
    <Form method="post" action={action} className="stack" {...getFormProps(form)}>
      <FormErrors form={form} />
      <input type="hidden" name={fields.intent.name} value="resetPin" />
      <Field meta={fields.password} type="password" label={t("cardholder.pin.password")} autoComplete="current-password" />
      <NewPinFields
        pin={fields.pin}
        confirm={fields.confirmPin}
        label={t("cardholder.pin.pin")}
        confirmLabel={t("cardholder.pin.confirmPin")}
      />
      <button type="submit">{t("cardholder.pin.reset")}</button>
    </Form>
  );
}

const txCol = columns<TransactionRow>();
const loadCol = columns<LoadRow>();

function transactionColumns(t: TFunction<["cardholder", "common"]>): Columns<TransactionRow> {
  return txCol.columns([
    txCol.accessor("date", { header: () => t("cardholder.activity.date") }),
    txCol.accessor("merchant", { header: () => t("cardholder.activity.transaction"), meta: { rowHeader: true } }),
    txCol.accessor("category", { header: () => t("cardholder.activity.category") }),
    txCol.accessor("amount", { header: () => t("cardholder.activity.amount"), meta: { numeric: true } }),
    txCol.accessor("state", {
      header: () => t("cardholder.activity.state"),
      cell: ({ row: { original: tx } }) => (
        <>
          {t(`cardholder.activity.${tx.state}`)}
          {tx.decline ? (
            <span className="secondary-text">{"key" in tx.decline ? t(`common.decline.${tx.decline.key}`) : tx.decline.text}</span>
          ) : null}
        </>
      ),
    }),
  ]);
}

function loadColumns(t: TFunction<["cardholder"]>): Columns<LoadRow> {
  return loadCol.columns([
    loadCol.accessor("time", { header: () => t("cardholder.activity.timeLoaded"), meta: { rowHeader: true } }),
    loadCol.accessor("amount", { header: () => t("cardholder.activity.amountLoaded"), meta: { numeric: true } }),
  ]);
}

/** The two activity tabs: links (each tab is its own page of the server's keyset paging). */
function Activity({
  self,
  tab,
  transactions,
  loads,
  pages,
}: {
  self: string;
  tab: "transactions" | "loads";
  transactions: TransactionRow[];
  loads: LoadRow[];
  pages: { first: string | null; next: string | null };
}) {
  const { t } = useTranslation(["cardholder", "common"]);
  const tabs = [
    { id: "transactions", label: t("cardholder.activity.transactions") },
    { id: "loads", label: t("cardholder.activity.loads") },
  ] as const;
  return (
    <section aria-labelledby="activity-title" className="panel" id="activity">
      <h2 id="activity-title">{t("cardholder.activity.heading")}</h2>
      <nav aria-label={t("cardholder.activity.tabs")} className="tab-links">
        <ul>
          {tabs.map((item) => (
            <li key={item.id}>
              <a href={`${self}?tab=${item.id}#activity`} aria-current={tab === item.id ? "page" : undefined}>
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tab === "transactions" ? (
        <DataTable
          columns={transactionColumns(t)}
          data={transactions}
          getRowId={(row) => row.id}
          caption={t("cardholder.activity.transactionsCaption")}
          captionHidden
          empty={t("cardholder.activity.noTransactions")}
          pages={pages}
        />
      ) : (
        <DataTable
          columns={loadColumns(t)}
          data={loads}
          getRowId={(row) => row.id}
          caption={t("cardholder.activity.loadsCaption")}
          captionHidden
          empty={t("cardholder.activity.noLoads")}
          pages={pages}
        />
      )}
    </section>
  );
}
