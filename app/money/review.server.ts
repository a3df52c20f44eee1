import type { RouterContextProvider } from "react-router";
import { dashboardContext, providerContext } from "#app/context";
import { formatMoney } from "#app/i18n/format";
import { isApiError } from "#app/provider/client.server";
import { businesses } from "#contract/businesses";
import type { CustomFieldValue } from "#domain/custom-fields";
import type { LanguageCode } from "#domain/languages";
import { centsToDecimalString } from "#domain/money";

/**
 * The review before money moves, the same for every money movement (issue 24 item 2,
 * docs/decisions/0175-review-and-receipt.md): the amount exactly as it will move, from where, to whom,
 * and the balance it leaves; the page's confirm button names the amount. Amounts are integer cents.
 */

/** What every review states (app/components/money-review.tsx shows it). */
export type MoneyReview = {
  /** What the confirmation posts: a plain decimal ("1500.00"), or "" for the whole balance. */
  amount: string;
  /** The amount as it will move, in the page's language ("$1,500.00"). */
  text: string;
  /** Where the money comes from and where it goes, as the review names them. */
  fromLabel: string;
  toLabel: string;
  /** Whose balance `balanceAfter` is: the card's, or the funding account's the money comes from. */
  balanceOf: "card" | "funding";
  /** That balance once the money has moved, in the page's language (null: not known). */
  balanceAfter: string | null;
  /** The key the confirmation carries again: a double submit moves money once. */
  idempotencyKey: string;
  /** The values of the business's custom fields the movement carries (ADR 0179), named by their labels. */
  customFields: CustomFieldValue[];
};

/** A balance after `cents` came in or went out; never below zero (the provider refuses more than there is). */
export function balanceAfter(balanceCents: number, cents: number, change: "in" | "out"): number {
  return change === "in" ? balanceCents + cents : Math.max(0, balanceCents - cents);
}

export function moneyReview(
  code: LanguageCode,
  movement: {
    cents: number;
    /** The whole balance was chosen: the confirmation posts no amount. */
    whole?: boolean;
    from: string;
    to: string;
    balanceOf: MoneyReview["balanceOf"];
    /** The balance before the move (null: not known), and whether the money comes into it or leaves it. */
    balanceCents: number | null;
    change: "in" | "out";
    idempotencyKey: string;
    customFields?: readonly CustomFieldValue[] | undefined;
  },
): MoneyReview {
  const { cents, balanceCents } = movement;
  return {
    amount: movement.whole ? "" : centsToDecimalString(cents),
    text: formatMoney(cents, code),
    fromLabel: movement.from,
    toLabel: movement.to,
    balanceOf: movement.balanceOf,
    balanceAfter: balanceCents === null ? null : formatMoney(balanceAfter(balanceCents, cents, movement.change), code),
    idempotencyKey: movement.idempotencyKey,
    customFields: [...(movement.customFields ?? [])],
  };
}

/**
 * A business's funding account balance now, in cents; null when the provider does not give it (a
 * refusal, a failure): the review then states no balance afterwards, and the provider still refuses
 * more than there is.
 */
export function fundingBalance(context: Readonly<RouterContextProvider>, businessId: string): Promise<number | null> {
  return context
    .get(providerContext)
    .call(businesses.getPrefundingBalance, { params: { id: businessId } })
    .then(
      (b) => b.balanceCents,
      (error: unknown) => {
        if (isApiError(error) && error.status !== 401) return null;
        throw error;
      },
    );
}

/** The name of a business's funding account: the business's (a program's name, read from the top-level business's list). */
export async function fundingAccountName(context: Readonly<RouterContextProvider>, businessId: string): Promise<string | null> {
  const { business } = context.get(dashboardContext);
  if (businessId === business.topLevelBusinessId) return business.topLevelBusinessName;
  const programs = await context
    .get(providerContext)
    .call(businesses.listPrograms, { params: { id: business.topLevelBusinessId }, query: { limit: 200 } })
    .then(
      (page) => page.programs,
      () => [],
    );
  return programs.find((p) => p.id === businessId)?.name ?? null;
}
