import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { FormMessage, ReplyErrors } from "#app/components/form-messages";
import { island } from "#app/components/island";
import { Receipt } from "#app/components/receipt";
import type { RouteHandle } from "#app/handle";
import { titleMeta } from "#app/page-title";
import { ActivityTimeline } from "#app/routes/dashboard/cards/parts/activity-timeline";
import { AutoloadsPanel } from "#app/routes/dashboard/cards/parts/autoloads-panel";
import { BalancePanel } from "#app/routes/dashboard/cards/parts/balance-panel";
import { CardActions } from "#app/routes/dashboard/cards/parts/card-actions";
import { DetailsPanel } from "#app/routes/dashboard/cards/parts/details-panel";
import { LoadsPanel } from "#app/routes/dashboard/cards/parts/loads-panel";
import { NotesPanel } from "#app/routes/dashboard/cards/parts/notes-panel";
import { SpendRulesPanel } from "#app/routes/dashboard/cards/parts/spend-rules-panel";
import { TagsPanel } from "#app/routes/dashboard/cards/parts/tags-panel";
import { TransactionsPanel } from "#app/routes/dashboard/cards/parts/transactions-panel";
import { VirtualCardPanel } from "#app/routes/dashboard/cards/parts/virtual-card-panel";
import { ViewOnlyNote } from "#app/shell/shell";
import type { Route } from "./+types/card-detail";
import { cardAction } from "./card-detail.action.server";
import { amountReview, unreviewedIntent } from "./card-detail.review.server";
import { cardView } from "./card-detail.server";
import { cardSpendRuleAction, cardSpendRules, isCardSpendRuleIntent, prefetchCardRules } from "./card-detail.spend-rules.server";

/** The confirmation form is an island shown on request (an action's panel): its code comes with the first intent (ADR 0259). */
const ConfirmPanel = island(() => import("#app/routes/dashboard/cards/parts/confirm-panel").then((m) => m.ConfirmPanel), {
  onRequest: true,
});

export const handle = {
  screen: "card",
  cardFrame: true,
  i18n: ["cards", "cardDetail", "orders", "activity", "validation"],
} satisfies RouteHandle;

export const meta: Route.MetaFunction = titleMeta;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rules = prefetchCardRules(context);
  const view = await cardView(context, request, params.cardId);
  return { ...view, spendRulePanel: await cardSpendRules(context, request, view.card, rules) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // The form is read once; its intent says which part answers.
  const formData = await request.formData();
  if (isCardSpendRuleIntent(formData.get("intent"))) return cardSpendRuleAction(context, formData, params.cardId);
  // A load, withdrawal or transfer is first answered with its review: the amount as it will move (ADR 0092).
  const unreviewed = unreviewedIntent(formData);
  if (unreviewed) return amountReview(context, formData, unreviewed, params.cardId);
  return cardAction(context, formData, params.cardId);
}

/** One card: critical sections render at once; load history, notes and tag suggestions stream in. */
export default function CardDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["cards", "cardDetail", "common"]);
  const { card, balance, confirm } = loaderData;
  const base = href("/:businessId/cards/:cardId", { businessId: loaderData.businessId, cardId: card.id });
  return (
    <>
      <p>
        <Link to={href("/:businessId/cards", { businessId: loaderData.businessId })}>{t("cardDetail.back")}</Link>
      </p>
      <div className="page-heading">
        <h1>{card.holderName}</h1>
        <span className={`status status-${card.status}`}>{t(`cards.statuses.${card.status}`)}</span>
      </div>
      <p className="status-explanation">{t(`cardDetail.statusText.${card.status}`)}</p>

      {loaderData.done ? (
        <FormMessage tone="success">{t(`cardDetail.done.${loaderData.done}`, { defaultValue: t("cardDetail.done.generic") })}</FormMessage>
      ) : null}
      {loaderData.receipt ? (
        <Receipt
          receipt={loaderData.receipt}
          balanceOf="card"
          sentence={t(`cardDetail.receipt.${cardReceiptKind(loaderData.receipt.kind)}`, { amount: loaderData.receipt.amount })}
          next={t(`common.receiptNext.${RECEIPT_NEXT[cardReceiptKind(loaderData.receipt.kind)]}`)}
        />
      ) : null}
      <ReplyErrors reply={actionData} />

      {confirm ? (
        <ConfirmPanel
          confirm={confirm}
          base={base}
          idempotencyKey={loaderData.idempotencyKey}
          loadFields={loaderData.loadFields}
          reply={actionData}
          holder={loaderData.card.holder}
          available={balance.available}
        />
      ) : null}
      {/* Balance and status first, also on a phone (issue 24); then the actions and their panel. */}
      <BalancePanel balance={balance} />
      {loaderData.viewOnly ? <ViewOnlyNote /> : <CardActions actions={loaderData.actions} base={base} />}
      {loaderData.canReveal ? <VirtualCardPanel base={base} frameSrc={loaderData.frameSrc} failed={loaderData.detailsFailed} /> : null}
      <DetailsPanel
        card={card}
        base={base}
        canEditMetadata={loaderData.canEditMetadata}
        editingMetadata={loaderData.editingMetadata}
        reply={actionData}
      />
      <TagsPanel
        base={base}
        tags={card.tags}
        tagOptions={loaderData.tagOptions}
        canAddTag={loaderData.canAddTag}
        canRemoveTag={loaderData.canRemoveTag}
        reply={actionData}
        newTag={actionData && "newTag" in actionData && typeof actionData.newTag === "string" ? actionData.newTag : null}
      />
      {loaderData.spendRulePanel ? <SpendRulesPanel base={base} rules={loaderData.spendRulePanel} /> : null}
      {loaderData.autoloadOptions ? (
        <AutoloadsPanel
          businessId={loaderData.businessId}
          base={base}
          autoloadIds={loaderData.autoloadIds}
          options={loaderData.autoloadOptions}
          canAdd={loaderData.canAddToAutoload}
          canRemove={loaderData.canRemoveFromAutoload}
          reply={actionData}
        />
      ) : null}
      <TransactionsPanel transactions={loaderData.transactions} declinedOnly={loaderData.declinedOnly} base={base} />
      <LoadsPanel loads={loaderData.loads} />
      <ActivityTimeline events={loaderData.events} />
      <NotesPanel
        notes={loaderData.notes}
        base={base}
        canCreate={loaderData.canCreateNote}
        canEdit={loaderData.canEditNote}
        editing={loaderData.editingNote}
        deleting={loaderData.deletingNote}
        reply={actionData}
      />
    </>
  );
}

/** The card page's receipts are of its own movements (the receipt's path is the card's). */
const cardReceiptKind = (kind: string) => (kind === "withdraw" || kind === "transfer" ? kind : "load");
/** What to do next after each card movement (common.receiptNext, ADR 0235). */
const RECEIPT_NEXT = { load: "cardLoad", withdraw: "cardWithdraw", transfer: "cardTransfer" } as const;
