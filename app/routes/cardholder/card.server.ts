import { parseWithZod } from "@conform-to/zod/v4";
import { data, type RouterContextProvider } from "react-router";
import { requireCardholder } from "#app/auth/guards.server";
import { requireSession } from "#app/auth/lifecycle.server";
import { cloudflareContext, providerContext } from "#app/context";
import { doneRedirect, takeDone } from "#app/flash/done.server";
import { CARD_INTENTS, CARD_SCHEMAS, type CardIntent } from "#app/forms/portal.schema";
import { notFound } from "#app/http";
import { formatDateFor, formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { type MerchantCategoryKey, merchantCategoryWords } from "#app/i18n/merchant-categories";
import { getI18n, getLocale } from "#app/middleware/i18n";
import { pageTitle } from "#app/page-title.server";
import { isApiError, namesNoObject } from "#app/provider/client.server";
import { type FormMessageKey, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { cardFrameUrl } from "#app/provider/provider-mode";
import { cardholders } from "#contract/cardholders";
import { cards } from "#contract/cards";
import { identity } from "#contract/identity";
import { checkCardAction } from "#domain/cards";
import { declineReasonText } from "#domain/decline";
import type { LanguageCode } from "#domain/languages";
import { type PortalPaths, portalPaths } from "./portal.server";

/** Rows per activity page: a phone screen's worth, the rest behind "Older". */
export const ACTIVITY_PAGE_SIZE = 20;

/** What the done notice (app/flash/done.server.ts) may say after an action (anything else shows nothing). */
export const DONE_NOTICES = ["locked", "unlocked", "pin", "activated"] as const;
export type DoneNotice = (typeof DONE_NOTICES)[number];

export type ActivityTab = "transactions" | "loads";

export type TransactionRow = {
  id: string;
  date: string;
  merchant: string;
  category: string;
  amount: string;
  state: "pending" | "cleared" | "declined" | "refunded";
  /** Why it was declined: a message key of the card page or the provider's reason in title case. */
  decline: { key: "invalidMerchant" | "velocityLimitExceeded" | "declined" } | { text: string } | null;
};
export type LoadRow = { id: string; time: string; amount: string };

/** Cursors are the provider's opaque keyset tokens: anything else in the URL starts from the newest. */
const cursorOf = (url: URL) => {
  const cursor = url.searchParams.get("cursor");
  return cursor && /^[A-Za-z0-9_=-]{1,512}$/.test(cursor) ? cursor : undefined;
};

/** The card page: the cardholder, the card, its balance and one page of one activity tab, side by side. */
export async function cardPage(context: Readonly<RouterContextProvider>, request: Request, params: { portal?: string; cardId: string }) {
  const paths = portalPaths(context, params);
  requireSession(context, request, "cardholder");
  const url = new URL(request.url);
  const tab: ActivityTab = url.searchParams.get("tab") === "loads" ? "loads" : "transactions";
  const cursor = cursorOf(url);
  const provider = context.get(providerContext);
  const id = { id: params.cardId };
  const query = { limit: ACTIVITY_PAGE_SIZE, ...(cursor ? { cursor } : {}) };
  // A card of another holder is 404 at the provider: the not-found page, like a card that does not exist.
  const [{ cardholder }, details, balance, activity] = await Promise.all([
    requireCardholder(context, request),
    provider.call(cards.getDetails, { params: id }),
    provider.call(cards.getBalance, { params: id }),
    tab === "loads"
      ? provider.call(cards.listLoadHistory, { params: id, query }).then((page) => ({ tab, page }) as const)
      : provider
          .call(cards.listActivities, { params: id, query: { ...query, kind: "transaction" } })
          .then((page) => ({ tab, page }) as const),
  ]).catch((error: unknown) => (namesNoObject(error) ? notFound() : Promise.reject(error)));
  const card = details.card;
  if (!cardholder.cards.some((c) => c.id === card.id)) notFound();
  const lang = getLocale(context);
  const { t } = getI18n(context);
  const state = { status: card.status, formFactor: card.formFactor, balanceCents: balance.balance.ledgerCents };
  const pageLink = (next: string | null) => {
    if (!next) return null;
    const to = new URLSearchParams({ tab, cursor: next });
    return `${paths.base}/cards/${card.id}?${to}`;
  };
  const done = takeDone(context, `${paths.base}/cards/${card.id}`, DONE_NOTICES);
  return {
    title: pageTitle(context, t("cardholder.card.title", { last6: card.last6 })),
    paths: linksOf(paths),
    name: cardholder.firstName,
    card: {
      id: card.id,
      organizationName: card.organizationName,
      formFactor: card.formFactor,
      status: card.status,
      last6: card.last6,
      expiration: card.expiration,
      pinSet: card.pinSet,
    },
    balance: { available: formatMoney(balance.balance.availableCents, lang), pending: formatMoney(balance.balance.pendingCents, lang) },
    can: {
      lock: checkCardAction("lock", state) === null,
      unlock: checkCardAction("unlock", state) === null,
      setPin: checkCardAction("setPin", state) === null,
      activate: checkCardAction("activate", state) === null,
      reveal: card.formFactor === "virtual" && checkCardAction("showDetails", state) === null,
    },
    billingAddress: card.billingAddress,
    tab,
    transactions:
      activity.tab === "transactions"
        ? activity.page.activities.flatMap((entry) => (entry.kind === "transaction" ? [transactionRow(entry, lang, t)] : []))
        : [],
    loads: activity.tab === "loads" ? activity.page.loads.map((load) => loadRow(load, lang)) : [],
    pages: { first: cursor ? `${paths.base}/cards/${card.id}?tab=${tab}` : null, next: pageLink(activity.page.nextCursor) },
    done,
  };
}

export const linksOf = (paths: PortalPaths) => ({ base: paths.base, home: paths.home });

function transactionRow(
  tx: {
    id: string;
    createdAt: string;
    merchantName: string;
    merchantCategory: string;
    requestedAmountCents: number;
    approvedAmountCents: number;
    transactionEventStatus: TransactionRow["state"];
    declineReason: string | null;
    processorStatus: string;
  },
  lang: LanguageCode,
  t: (key: MerchantCategoryKey) => string,
): TransactionRow {
  const declined = tx.transactionEventStatus === "declined";
  return {
    id: tx.id,
    date: formatDateFor(tx.createdAt, lang),
    merchant: tx.merchantName,
    category: merchantCategoryWords(t, tx.merchantCategory),
    amount: formatMoney(declined ? tx.requestedAmountCents : tx.approvedAmountCents, lang),
    state: tx.transactionEventStatus,
    decline: declined ? declineReasonText(tx.declineReason, tx.processorStatus) : null,
  };
}

function loadRow(load: { id: string; createdAt: string; amountCents: number }, lang: LanguageCode): LoadRow {
  return { id: load.id, time: formatDateTimeFor(load.createdAt, lang), amount: formatMoney(load.amountCents, lang) };
}

/** The card page's refusals from the provider, in the page's words. */
const CARD_CODES = {
  card_blocked: "cardholder.pin.blocked",
  pin_already_set: "cardholder.pin.alreadySet",
  invalid_transition: "unexpected",
  invalid_credentials: "cardholder.pin.wrongPassword",
  too_many_attempts: "cardholder.register.errors.tooManyAttempts",
  organization_info_missing: "cardholder.register.errors.organizationInfoMissing",
} as const satisfies Record<string, FormMessageKey>;

const SECRET_FIELDS = ["password", "pin", "confirmPin"];

/**
 * The card page's actions: lock and unlock, activate a virtual card, set the first PIN or reset one
 * after signing in again, and reveal the virtual card's details. The reveal answers with the frame's
 * address in this response only: it is never in a URL of the app, a redirect or the next page.
 */
export async function cardAction(context: Readonly<RouterContextProvider>, request: Request, params: { portal?: string; cardId: string }) {
  const paths = portalPaths(context, params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!(CARD_INTENTS as readonly unknown[]).includes(intent)) notFound();
  const submission = parseWithZod(formData, { schema: CARD_SCHEMAS[intent as CardIntent] });
  if (submission.status !== "success")
    return data({ reply: submission.reply({ hideFields: SECRET_FIELDS }), frameSrc: null }, { status: 400 });
  const { cardholder } = await requireCardholder(context, request);
  // Only the holder's own cards (the provider checks again and answers 404 for anyone else's).
  if (!cardholder.cards.some((c) => c.id === params.cardId)) notFound();
  const provider = context.get(providerContext);
  const id = { id: params.cardId };
  const back = (done: DoneNotice) => doneRedirect(`${paths.base}/cards/${params.cardId}`, done);
  try {
    const value = submission.value;
    switch (value.intent) {
      case "lock":
        await provider.call(cards.lock, { params: id });
        return back("locked");
      case "unlock":
        await provider.call(cards.unlock, { params: id });
        return back("unlocked");
      case "activate":
        await provider.call(cardholders.activateVirtualCard, { params: { id: cardholder.id }, body: { cardId: params.cardId } });
        return back("activated");
      case "setPin": {
        const card = cardholder.cards.find((c) => c.id === params.cardId);
        if (card?.pinSet) {
          return data(
            { reply: submission.reply({ formErrors: ["cardholder.pin.alreadySet"], hideFields: SECRET_FIELDS }), frameSrc: null },
            { status: 409 },
          );
        }
        await provider.call(cards.setPin, { params: id, body: { pin: value.pin } });
        return back("pin");
      }
      case "resetPin": {
        // Signing in again proves the person at the screen knows the account's password; that session ends at once.
        const tokens = await provider
          .call(identity.signin, { body: { realm: "cardholder", identifier: cardholder.email, password: value.password } })
          .catch((error: unknown) => {
            // A wrong password is 401 at the provider; here it is a field error, not the end of the session.
            if (isApiError(error, 401)) return null;
            throw error;
          });
        if (!tokens) {
          const reply = submission.reply({ fieldErrors: { password: ["cardholder.pin.wrongPassword"] }, hideFields: SECRET_FIELDS });
          return data({ reply, frameSrc: null }, { status: 400 });
        }
        await provider.call(identity.signout, { token: tokens.idToken }).catch(() => undefined);
        await provider.call(cards.setPin, { params: id, body: { pin: value.pin } });
        return back("pin");
      }
      case "reveal": {
        const { clientToken } = await provider.call(cards.getClientToken, { params: id });
        return data(
          { reply: null, frameSrc: cardFrameUrl(context.get(cloudflareContext).env, clientToken) },
          { headers: { "Cache-Control": "no-store" } },
        );
      }
    }
  } catch (error) {
    if (isApiError(error, 404)) notFound();
    if (!isFormError(error)) throw error;
    const errors = providerFormErrors(error, { codes: CARD_CODES, fields: { "body.pin": "pin", "body.password": "password" } });
    return data({ reply: submission.reply({ ...errors, hideFields: SECRET_FIELDS }), frameSrc: null }, { status: 400 });
  }
}
