import { Form, Link, useNavigation } from "react-router";
import { dashboardContext } from "#app/auth/guards.server";
import { Field, FormMessage, readReply } from "#app/components/forms";
import { cloudflareContext, tenantContext } from "#app/context";
import { useTranslation } from "#app/i18n/react";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { providerContext } from "#app/middleware/provider";
import { cardFrameUrl } from "#app/provider/provider-mode";
import { businesses } from "#contract/businesses";
import { cards } from "#contract/cards";
import { users } from "#contract/users";
import { checkCardAction } from "#domain/cards";
import { formatDateTime } from "#domain/dates";
import { declineReasonText } from "#domain/decline";
import { languageTag } from "#domain/languages";
import { formatUsd } from "#domain/money";
import type { Route } from "./+types/card-detail";
import { ACTION_PERMISSION, cardAction, newIdempotencyKey } from "./card-detail.server";

export const handle = { screen: "card" };

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

const CONFIRMABLE = [
  "lock",
  "unlock",
  "freeze",
  "unfreeze",
  "close",
  "reissueVirtualCard",
  "resendVirtualCard",
  "load",
  "withdraw",
] as const;
type Confirmable = (typeof CONFIRMABLE)[number];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const url = new URL(request.url);
  const id = { id: params.cardId };
  const hideTransactions = permissions.has("hideTransactionData");
  const [details, balance, events, transactions, loads, notes, tags] = await Promise.all([
    provider.call(cards.getDetails, { params: id }),
    provider.call(cards.getBalance, { params: id }),
    provider.call(cards.listActivities, { params: id, query: { kind: "event", limit: 50 } }),
    hideTransactions ? null : provider.call(cards.listActivities, { params: id, query: { kind: "transaction", limit: 50 } }),
    provider.call(cards.listLoadHistory, { params: id, query: { limit: 50 } }),
    provider.call(users.listNotes, { params: id, query: { limit: 50 } }),
    permissions.has("addTagToCard") ? provider.call(businesses.listTags, { params: { id: businessId }, query: { limit: 200 } }) : null,
  ]);
  // The provider answers 404 for a card outside the user's businesses.
  const card = details.card;
  const { t } = getI18n(context);
  const locale = languageTag(getLocale(context));
  const when = (iso: string) => formatDateTime(iso, { locale });
  const confirm = url.searchParams.get("confirm");
  const state = { status: card.status, formFactor: card.formFactor, balanceCents: balance.balance.ledgerCents };
  // Virtual card details come from the provider's isolated frame for a single-use client token.
  const canReveal = permissions.has("resendVirtualCard") && checkCardAction("showDetails", state) === null;
  const frameSrc =
    canReveal && url.searchParams.get("reveal") === "1"
      ? cardFrameUrl(context.get(cloudflareContext).env, (await provider.call(cards.getClientToken, { params: id })).clientToken)
      : null;
  const allowed = (action: Confirmable) => permissions.has(ACTION_PERMISSION[action]) && checkCardAction(action, state) === null;
  return {
    title: `${card.holder.firstName} ${card.holder.lastName} · ${t("cards.title")} · ${context.get(tenantContext).brandName}`,
    businessId,
    card: {
      id: card.id,
      holderName: `${card.holder.firstName} ${card.holder.lastName}`,
      email: card.holder.email,
      phone: card.holder.phone,
      organizationName: card.organizationName,
      formFactor: card.formFactor,
      status: card.status,
      last6: card.last6,
      expiration: card.expiration,
      pinSet: card.pinSet,
      tags: card.tags,
      spendRules: card.spendRules,
      metadata: card.metadata,
      shipment: card.shipment,
      issued: when(card.createdAt),
    },
    balance: {
      available: formatUsd(balance.balance.availableCents),
      pending: formatUsd(balance.balance.pendingCents),
      ledger: formatUsd(balance.balance.ledgerCents),
    },
    events: events.activities.flatMap((e) =>
      e.kind === "event" ? [{ id: e.id, type: e.type, actor: e.actor.name, when: when(e.createdAt) }] : [],
    ),
    transactions: transactions
      ? transactions.activities.flatMap((tx) =>
          tx.kind === "transaction"
            ? [
                {
                  id: tx.id,
                  when: when(tx.createdAt),
                  merchant: tx.merchantName,
                  category: tx.merchantCategory.replaceAll("_", " "),
                  status: tx.transactionEventStatus,
                  amount: formatUsd(tx.transactionEventStatus === "declined" ? tx.requestedAmountCents : tx.approvedAmountCents),
                  decline: tx.transactionEventStatus === "declined" ? declineReasonText(tx.declineReason, tx.processorStatus) : null,
                },
              ]
            : [],
        )
      : null,
    loads: loads.loads.map((l) => ({ id: l.id, when: when(l.createdAt), amount: formatUsd(l.amountCents), source: l.source })),
    notes: notes.notes.map((n) => ({ id: n.id, text: n.text, author: n.author.name, when: when(n.updatedAt) })),
    tagOptions: tags?.tags.map((tag) => ({ id: tag.id, name: tag.name })) ?? [],
    actions: CONFIRMABLE.filter(allowed),
    canAddTag: permissions.has("addTagToCard"),
    canRemoveTag: permissions.has("deleteTagFromCard"),
    confirm: CONFIRMABLE.includes(confirm as Confirmable) && allowed(confirm as Confirmable) ? (confirm as Confirmable) : null,
    // A fresh key each time the confirmation is shown; a double submit of the same form reuses it.
    idempotencyKey: newIdempotencyKey(),
    done: url.searchParams.get("done"),
    canReveal,
    frameSrc,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  return cardAction(context, request, params.cardId);
}

export default function CardDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const { card, balance, confirm } = loaderData;
  const base = `/${encodeURIComponent(loaderData.businessId)}/cards/${encodeURIComponent(card.id)}`;
  const reply = readReply(actionData, t);
  const busy = navigation.state === "submitting";
  return (
    <>
      <p>
        <Link to={`/${encodeURIComponent(loaderData.businessId)}/cards`}>{t("cardDetail.back")}</Link>
      </p>
      <div className="page-heading">
        <h1>{card.holderName}</h1>
        <span className={`status status-${card.status}`}>{t(`cards.statuses.${card.status}`)}</span>
      </div>
      <p className="status-explanation">{t(`cardDetail.statusText.${card.status}`)}</p>

      {loaderData.done ? (
        <FormMessage tone="success">{t(`cardDetail.done.${loaderData.done}`, { defaultValue: t("cardDetail.done.generic") })}</FormMessage>
      ) : null}
      {reply.formErrors().length > 0 ? <FormMessage tone="error">{reply.formErrors().join(" ")}</FormMessage> : null}

      {confirm ? (
        <section className="confirm-panel" aria-labelledby="confirm-title">
          <h2 id="confirm-title">{t(`cardDetail.confirm.${confirm}.title`)}</h2>
          <p>{t(`cardDetail.confirm.${confirm}.body`)}</p>
          <Form method="post" action={`${base}?confirm=${confirm}`} className="stack">
            <input type="hidden" name="intent" value={confirm} />
            {confirm === "load" || confirm === "withdraw" ? (
              <>
                <input type="hidden" name="idempotencyKey" value={loaderData.idempotencyKey} />
                <Field
                  label={t(confirm === "load" ? "cardDetail.loadAmount" : "cardDetail.withdrawAmount")}
                  hint={t(confirm === "load" ? "cardDetail.loadHint" : "cardDetail.withdrawHint")}
                  errors={reply.errors("amount")}
                  inputProps={{
                    name: "amount",
                    id: "amount",
                    inputMode: "decimal",
                    autoComplete: "off",
                    required: confirm === "load",
                    defaultValue: reply.value("amount"),
                  }}
                />
              </>
            ) : null}
            <div className="filter-actions">
              <button type="submit" disabled={busy}>
                {t(`cardDetail.confirm.${confirm}.yes`)}
              </button>
              <Link to={base} className="button secondary">
                {t("cardDetail.cancel")}
              </Link>
            </div>
          </Form>
        </section>
      ) : null}

      {loaderData.actions.length > 0 ? (
        <nav className="card-actions" aria-label={t("cardDetail.actions")}>
          <h2>{t("cardDetail.actions")}</h2>
          <ul>
            {loaderData.actions.map((a) => (
              <li key={a}>
                <Link to={`${base}?confirm=${a}`} className="button secondary">
                  {t(`cardDetail.action.${a}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <section aria-labelledby="balance-title">
        <h2 id="balance-title">{t("cardDetail.balance")}</h2>
        <dl className="facts">
          <div>
            <dt>{t("cardDetail.available")}</dt>
            <dd dir="ltr">{balance.available}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.pending")}</dt>
            <dd dir="ltr">{balance.pending}</dd>
          </div>
        </dl>
      </section>

      {loaderData.canReveal ? (
        <section aria-labelledby="virtual-title" className="virtual-card">
          <h2 id="virtual-title">{t("cardDetail.virtualDetails")}</h2>
          {loaderData.frameSrc ? (
            <>
              <iframe
                src={loaderData.frameSrc}
                title={t("cardDetail.virtualFrameTitle")}
                className="card-frame"
                sandbox=""
                referrerPolicy="no-referrer"
              />
              <p>
                <Link to={base}>{t("cardDetail.hideDetails")}</Link>
              </p>
            </>
          ) : (
            <p>
              <Link to={`${base}?reveal=1`} className="button secondary">
                {t("cardDetail.showDetails")}
              </Link>
            </p>
          )}
        </section>
      ) : null}

      <section aria-labelledby="details-title">
        <h2 id="details-title">{t("cardDetail.details")}</h2>
        <dl className="facts">
          <div>
            <dt>{t("cardDetail.cardId")}</dt>
            <dd dir="ltr">{card.id}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.number")}</dt>
            <dd dir="ltr">•••• {card.last6}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.expiration")}</dt>
            <dd dir="ltr">{card.expiration}</dd>
          </div>
          <div>
            <dt>{t("cards.type")}</dt>
            <dd>{t(`cards.formFactors.${card.formFactor}`)}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.organization")}</dt>
            <dd>{card.organizationName}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.email")}</dt>
            <dd>{card.email}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.pin")}</dt>
            <dd>{t(card.pinSet ? "cardDetail.pinSet" : "cardDetail.pinNotSet")}</dd>
          </div>
          <div>
            <dt>{t("cardDetail.issued")}</dt>
            <dd>{card.issued}</dd>
          </div>
          {card.spendRules.length > 0 ? (
            <div>
              <dt>{t("cardDetail.spendRules")}</dt>
              <dd>{card.spendRules.map((r) => r.name).join(", ")}</dd>
            </div>
          ) : null}
        </dl>
      </section>

      {card.metadata.length > 0 ? (
        <section aria-labelledby="metadata-title">
          <h2 id="metadata-title">{t("cardDetail.metadata")}</h2>
          <dl className="facts">
            {card.metadata.map((entry) => (
              <div key={entry.key}>
                <dt>{entry.key}</dt>
                <dd>{entry.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      <section aria-labelledby="tags-title">
        <h2 id="tags-title">{t("cardDetail.tags")}</h2>
        {card.tags.length === 0 ? <p>{t("cardDetail.noTags")}</p> : null}
        <ul className="tag-list">
          {card.tags.map((tag) => (
            <li key={tag.id}>
              <span className="tag">{tag.name}</span>
              {loaderData.canRemoveTag ? (
                <Form method="post" action={base} className="inline">
                  <input type="hidden" name="intent" value="removeTag" />
                  <input type="hidden" name="tagId" value={tag.id} />
                  <button type="submit" className="link-button" aria-label={t("cardDetail.removeTagNamed", { name: tag.name })}>
                    {t("cardDetail.removeTag")}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
        {loaderData.canAddTag ? (
          <Form method="post" action={base} className="inline-fields">
            <input type="hidden" name="intent" value="addTag" />
            <Field
              label={t("cardDetail.addTag")}
              errors={reply.errors("tagName")}
              inputProps={{ name: "tagName", id: "tagName", list: "tag-options", autoComplete: "off", required: true }}
            />
            <datalist id="tag-options">
              {loaderData.tagOptions.map((tag) => (
                <option key={tag.id} value={tag.name} />
              ))}
            </datalist>
            <button type="submit">{t("cardDetail.addTagButton")}</button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="transactions-title">
        <h2 id="transactions-title">{t("cardDetail.transactions")}</h2>
        {loaderData.transactions === null ? (
          <p>{t("cardDetail.transactionsHidden")}</p>
        ) : loaderData.transactions.length === 0 ? (
          <p>{t("cardDetail.noTransactions")}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">{t("cardDetail.date")}</th>
                  <th scope="col">{t("cardDetail.merchant")}</th>
                  <th scope="col">{t("cardDetail.category")}</th>
                  <th scope="col">{t("cardDetail.state")}</th>
                  <th scope="col" className="numeric">
                    {t("cardDetail.amount")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.transactions.map((tx) => (
                  <tr key={tx.id}>
                    <td>{tx.when}</td>
                    <td>{tx.merchant}</td>
                    <td>{tx.category}</td>
                    <td>
                      {t(`cardDetail.txStatus.${tx.status}`)}
                      {tx.decline ? (
                        <span className="secondary-text">
                          {"key" in tx.decline ? t(`cardDetail.decline.${tx.decline.key}`) : tx.decline.text}
                        </span>
                      ) : null}
                    </td>
                    <td className="numeric" dir="ltr">
                      {tx.amount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="loads-title">
        <h2 id="loads-title">{t("cardDetail.loads")}</h2>
        {loaderData.loads.length === 0 ? (
          <p>{t("cardDetail.noLoads")}</p>
        ) : (
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t("cardDetail.timeLoaded")}</th>
                <th scope="col">{t("cardDetail.source")}</th>
                <th scope="col" className="numeric">
                  {t("cardDetail.amountLoaded")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaderData.loads.map((load) => (
                <tr key={load.id}>
                  <td>{load.when}</td>
                  <td>{t(`cardDetail.loadSource.${load.source}`)}</td>
                  <td className="numeric" dir="ltr">
                    {load.amount}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title">{t("cardDetail.activity")}</h2>
        {loaderData.events.length === 0 ? <p>{t("cardDetail.noActivity")}</p> : null}
        <ol className="timeline">
          {loaderData.events.map((e) => (
            <li key={e.id}>
              <span>{t(`activity.${e.type}`)}</span>
              <span className="secondary-text">{e.actor ? t("cardDetail.byWhom", { name: e.actor, when: e.when }) : e.when}</span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="notes-title">
        <h2 id="notes-title">{t("cardDetail.notes")}</h2>
        {loaderData.notes.length === 0 ? <p>{t("cardDetail.noNotes")}</p> : null}
        <ul className="notes">
          {loaderData.notes.map((n) => (
            <li key={n.id}>
              <p>{n.text}</p>
              <span className="secondary-text">{t("cardDetail.byWhom", { name: n.author, when: n.when })}</span>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
