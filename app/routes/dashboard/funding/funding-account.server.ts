import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type UNSAFE_DataWithResponseInit as DataWithResponseInit, data, href, type RouterContextProvider, redirect } from "react-router";
import type { z } from "zod";
import { notFoundOn404 } from "#app/auth/object-access.server";
import { cloudflareContext, dashboardContext, providerContext } from "#app/context";
import { superFundingAccountIds } from "#app/env.server";
import { fundingTransferSchema, SUPER_ACCOUNT } from "#app/forms/funding-account.schema";
import { notFound } from "#app/http";
import { formatDateTimeFor, formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";
import { receiptRedirect, takeReceipt } from "#app/money/receipt.server";
import { fundingBalance, type MoneyReview, moneyReview } from "#app/money/review.server";
import { isApiError } from "#app/provider/client.server";
import { formErrorStatus, isFormError, providerFormErrors } from "#app/provider/form-errors.server";
import { isStillInProgress, settled } from "#app/provider/in-progress.server";
import { customFieldsReader } from "#app/routes/dashboard/custom-fields.server";
import { businesses } from "#contract/businesses";
import type { depositSchema } from "#contract/entities";
import { type CustomFieldInput, customFieldRefusals, namedValues } from "#domain/custom-fields";
import { type DepositType, depositTypes } from "#domain/enums";
import { hasSuperFundingAccount } from "#domain/funding";
import type { LanguageCode } from "#domain/languages";

type Deposit = z.infer<typeof depositSchema>;

export const DEPOSITS_PAGE_SIZE = 50;
export const REVIEWED_FIELD = "reviewed";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type DepositFilters = {
  from?: string;
  to?: string;
  depositType?: DepositType;
  direction?: "incoming" | "outgoing";
};

/** The history's filters from the URL; anything malformed is ignored (the list shows unfiltered). */
export function readDepositFilters(url: URL): DepositFilters & { cursor?: string } {
  const p = url.searchParams;
  const filters: DepositFilters & { cursor?: string } = {};
  const from = p.get("from") ?? "";
  const to = p.get("to") ?? "";
  if (DATE.test(from)) filters.from = from;
  if (DATE.test(to)) filters.to = to;
  const type = p.get("depositType");
  if (type && (depositTypes as readonly string[]).includes(type)) filters.depositType = type as DepositType;
  const direction = p.get("direction");
  if (direction === "incoming" || direction === "outgoing") filters.direction = direction;
  const cursor = p.get("cursor");
  if (cursor) filters.cursor = cursor;
  return filters;
}

export function depositQuery(filters: DepositFilters, extra: { cursor?: string } = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, ...extra })) if (v) q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : "";
}

export type DepositRow = {
  id: string;
  date: string;
  depositType: DepositType;
  /** The other side: a program's name, "" for the super business's account or for an ACH deposit. */
  counterpart: string;
  outgoing: boolean;
  amount: string;
  status: Deposit["status"];
  details: string;
};

export function depositRow(deposit: Deposit, names: ReadonlyMap<string, string>, language: LanguageCode): DepositRow {
  const amount = formatMoney(deposit.amountCents, language);
  return {
    id: deposit.id,
    date: formatDateTimeFor(deposit.createdAt, language),
    depositType: deposit.depositType,
    counterpart: deposit.programId && deposit.programId !== deposit.businessId ? (names.get(deposit.programId) ?? "") : "",
    outgoing: deposit.outgoing,
    amount: deposit.outgoing ? `−${amount}` : amount,
    status: deposit.status,
    details: Object.entries(deposit.customFields)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; "),
  };
}

/** Who may move money here: the top-level business's page, in a view with a super-business account, with transferFunds. */
function transferAllowed(context: Readonly<RouterContextProvider>): boolean {
  const { business, businessId, permissions } = context.get(dashboardContext);
  const superAccounts = superFundingAccountIds(context.get(cloudflareContext).env);
  return businessId === business.topLevelBusinessId && hasSuperFundingAccount(business, superAccounts) && permissions.has("transferFunds");
}

const nullOn =
  (...statuses: number[]) =>
  (error: unknown) => {
    if (statuses.some((s) => isApiError(error, s))) return null;
    throw error;
  };

export async function fundingView(context: Readonly<RouterContextProvider>, request: Request) {
  const { business, businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const language = getLocale(context);
  const url = new URL(request.url);
  const { cursor, ...filters } = readDepositFilters(url);
  const canTransfer = transferAllowed(context);
  const params = { id: businessId };
  // One round trip: every read in parallel; what the user may not see is not asked for.
  // The transfer form asks for the business's custom fields for deposits (ADR 0179).
  const depositFields = canTransfer ? customFieldsReader(context, "funding_account_deposit")(businessId) : [];
  const [balance, history, ach, programs, fields] = await Promise.all([
    provider
      .call(businesses.getPrefundingBalance, { params })
      .catch((error: unknown) => (isApiError(error, 404) ? notFound() : Promise.reject(error))),
    permissions.has("fundingAccountView")
      ? provider
          .call(businesses.listFundingAccountDeposits, { params, query: { ...filters, cursor, limit: DEPOSITS_PAGE_SIZE } })
          .catch(nullOn(403))
      : null,
    permissions.has("viewACHDetails") ? provider.call(businesses.getPrefundingAchDetails, { params }).catch(nullOn(403, 409)) : null,
    provider.call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 100 } }).catch(nullOn(403, 404)),
    depositFields,
  ]);
  const names = new Map((programs?.programs ?? []).map((p) => [p.id, p.name]));
  return {
    businessId,
    isTopLevel: businessId === business.topLevelBusinessId,
    accountName: businessId === business.topLevelBusinessId ? business.topLevelBusinessName : (names.get(businessId) ?? ""),
    balance: formatMoney(balance.balanceCents, language),
    balanceAsOf: formatDateTimeFor(balance.updatedAt, language),
    ach: ach
      ? {
          bankName: ach.achDetails.bankName,
          accountHolderName: ach.achDetails.accountHolderName,
          routingNumber: ach.achDetails.routingNumber,
          accountLast4: ach.achDetails.accountNumber.slice(-4),
          reference: ach.achDetails.reference,
        }
      : null,
    history: history
      ? {
          rows: history.deposits.map((d) => depositRow(d, names, language)),
          nextQuery: history.nextCursor ? depositQuery(filters, { cursor: history.nextCursor }) : null,
          firstQuery: cursor ? depositQuery(filters) || "?" : null,
          exportQuery: depositQuery(filters),
        }
      : null,
    filters,
    // The receipt of money just moved from this page: once, from the flash (a reload or a shared link shows none).
    receipt: takeReceipt(context, href("/:businessId/funding-account", { businessId })),
    transfer: canTransfer
      ? {
          accounts: [
            { value: SUPER_ACCOUNT, label: business.topLevelBusinessName },
            ...(programs?.programs ?? []).map((p) => ({ value: p.id, label: p.name })),
          ],
          fields,
          idempotencyKey: crypto.randomUUID(),
        }
      : null,
  };
}

export const TRANSFER_ERRORS = {
  insufficient_funds: "funding.errors.insufficientFunds",
  same_program: "funding.errors.sameAccount",
  not_found: "funding.errors.unknownAccount",
  idempotency_key_reused: "funding.errors.tryAgain",
} as const;

/** A transfer's review: the shared review, the two accounts as the confirmation posts them, and the custom fields. */
export type TransferReview = MoneyReview & { from: string; to: string };

/** The provider call of a transfer between two of the form's accounts (ADR 0115). */
function transferCall(topLevelId: string, from: string, to: string) {
  if (from === SUPER_ACCOUNT) return { id: topLevelId, depositType: "super_to_program" as const, programId: to };
  if (to === SUPER_ACCOUNT) return { id: topLevelId, depositType: "program_to_super" as const, programId: from };
  return { id: from, depositType: "program_to_program" as const, programId: to };
}

/** The funding account page's posts: reveal the ACH account number, or a transfer (review first, then move). */
export type TransferReply = SubmissionResult<string[]> & { review?: TransferReview };

export async function fundingAction(
  context: Readonly<RouterContextProvider>,
  request: Request,
): Promise<
  DataWithResponseInit<{ revealed: string | null }> | DataWithResponseInit<SubmissionResult<string[]>> | TransferReply | Response
> {
  const { business, businessId, permissions } = context.get(dashboardContext);
  const provider = context.get(providerContext);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "revealAch") {
    if (!permissions.has("viewACHDetails")) return data({ revealed: null }, { status: 403 });
    const { achDetails } = await provider.call(businesses.getPrefundingAchDetails, { params: { id: businessId } }).catch(notFoundOn404);
    // The full number exists only in this answer's page: never in a URL, a loader's data or a cache.
    return data({ revealed: achDetails.accountNumber }, { headers: { "Cache-Control": "private, no-store" } });
  }
  const submission = parseWithZod(formData, { schema: fundingTransferSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!transferAllowed(context)) return data(submission.reply({ formErrors: ["validation.forbidden"] }), { status: 403 });
  const { from, to, amount, idempotencyKey, customFields } = submission.value;
  const programs = await provider.call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 100 } });
  const nameOf = (account: string) =>
    account === SUPER_ACCOUNT ? business.topLevelBusinessName : programs.programs.find((p) => p.id === account)?.name;
  const fromName = nameOf(from);
  const toName = nameOf(to);
  if (!fromName || !toName) return data(submission.reply({ formErrors: ["funding.errors.unknownAccount"] }), { status: 400 });
  // The balance the review and the receipt name is the source's: the top-level business's own account, or a program's.
  const source = from === SUPER_ACCOUNT ? business.topLevelBusinessId : from;
  const { id, ...body } = transferCall(business.topLevelBusinessId, from, to);
  const reviewOf = (balanceCents: number | null, fields: readonly CustomFieldInput[]): TransferReview => ({
    ...moneyReview(getLocale(context), {
      cents: amount,
      from: fromName,
      to: toName,
      balanceOf: "funding",
      balanceCents,
      change: "out",
      idempotencyKey,
      customFields: namedValues(fields, customFields),
    }),
    from,
    to,
  });
  if (formData.get(REVIEWED_FIELD) !== "yes") {
    // The deposit is made by the business that calls the provider: its fields (the provider checks them too).
    const [balanceCents, fields] = await Promise.all([
      fundingBalance(context, source),
      customFieldsReader(context, "funding_account_deposit")(id),
    ]);
    const refusals = customFieldRefusals(fields, customFields);
    if (Object.keys(refusals).length > 0) return data(submission.reply({ fieldErrors: refusals }), { status: 400 });
    // More than the source holds: said now, on the form, not after the confirmation.
    if (balanceCents !== null && balanceCents < amount) {
      return data(submission.reply({ fieldErrors: { amount: ["funding.errors.insufficientFunds"] } }), { status: 400 });
    }
    return { ...submission.reply(), review: reviewOf(balanceCents, fields) };
  }
  const page = href("/:businessId/funding-account", { businessId });
  try {
    const { deposit } = await settled(() =>
      provider.call(businesses.fundingAccountTransfer, {
        params: { id },
        body: { ...body, amountCents: amount, ...(Object.keys(customFields).length ? { customFields } : {}) },
        idempotencyKey,
      }),
    );
    // The receipt, once, on this page: the amount, the source's balance now, the deposit's id.
    return receiptRedirect({
      path: page,
      kind: "fundingTransfer",
      amountCents: Math.abs(deposit.amountCents),
      balanceCents: await fundingBalance(context, source),
      reference: deposit.id,
      from: fromName,
      to: toName,
    });
  } catch (error) {
    // Still in progress after the wait: it moves money once; the page shows the history.
    if (isStillInProgress(error)) return redirect(page);
    if (!isFormError(error)) throw error;
    const refusal = providerFormErrors(error, { fields: { "body.amountCents": "amount" }, codes: TRANSFER_ERRORS });
    const status = formErrorStatus(error);
    // The provider failed on a reviewed transfer (it may even have moved it): the same review again, with
    // the same idempotency key, so confirming once more moves the money at most once (ADR 0130).
    if (status === 503 || status === 429) return data({ ...submission.reply(refusal), review: reviewOf(null, []) }, { status });
    return data(submission.reply(refusal), { status });
  }
}
