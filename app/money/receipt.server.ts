import { type RouterContextProvider, redirect } from "react-router";
import { flashContext } from "#app/context";
import { flashCookie, type Receipt } from "#app/flash/flash.server";
import { formatMoney } from "#app/i18n/format";
import { getLocale } from "#app/middleware/i18n";

/**
 * The receipt after money moved, the same for every money movement (issue 24 item 2,
 * docs/decisions/0175-review-and-receipt.md): the action that moved the money redirects to the page the
 * receipt belongs to with the receipt in the one-time flash cookie; that page's loader takes it, only
 * when its path is the receipt's, and formats it. The flash middleware clears the cookie with that
 * response, so a reload or a shared link shows no receipt, and nothing of it is ever in the URL.
 */

/** A receipt as its page shows it (app/components/receipt.tsx), in the page's language. */
export type ReceiptView = Pick<Receipt, "kind" | "reference" | "from" | "to" | "cards"> & {
  amount: string;
  /** The new balance (the card's, or the funding account's), null when it could not be read. */
  balance: string | null;
};

/** The redirect to `receipt.path` that carries the receipt, once. */
export function receiptRedirect(receipt: Receipt): Response {
  return redirect(receipt.path, { headers: { "Set-Cookie": flashCookie({ tone: "success", receipt }) } });
}

/** The receipt the flash carries for the page at `path`, or null (none, or another page's: it is dropped). */
export function takeReceipt(context: Readonly<RouterContextProvider>, path: string): ReceiptView | null {
  const receipt = context.get(flashContext).take()?.receipt;
  if (!receipt || receipt.path !== path) return null;
  const language = getLocale(context);
  const { path: _path, amountCents, balanceCents, ...rest } = receipt;
  return {
    ...rest,
    amount: formatMoney(amountCents, language),
    balance: balanceCents === null ? null : formatMoney(balanceCents, language),
  };
}

/** A balance read after the money moved: the money has moved, so a failed read leaves the receipt without it. */
export function balanceAfterMove(read: Promise<number>): Promise<number | null> {
  return read.then(
    (cents) => Math.max(0, cents),
    () => null,
  );
}
