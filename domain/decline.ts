/**
 * How a transaction's decline reason is shown (product spec section 8). Known reasons map to message
 * keys the app translates; other provider reasons are shown in title case.
 */

export const DECLINE_REASON_MESSAGES = {
  invalidMerchant: "Invalid Merchant",
  velocityLimitExceeded: "Velocity Limit Exceeded",
  declined: "Declined",
} as const;

export type DeclineReasonKey = keyof typeof DECLINE_REASON_MESSAGES;
export type DeclineReasonText = { key: DeclineReasonKey } | { text: string };

export const DECLINED_STATUS = "CA_DECLINED";
const PREFIX = "CA_DECLINED_";

/** "INSUFFICIENT_FUNDS" -> "Insufficient Funds" (underscores, hyphens and spaces separate words). */
export function titleCase(value: string): string {
  return value
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(" ");
}

/**
 * CA_DECLINED_MERCHANT -> Invalid Merchant; CA_DECLINED_VELOCITY -> Velocity Limit Exceeded; an empty
 * reason -> Invalid Merchant when the status is CA_DECLINED, else Declined. Any other reason is shown
 * in title case without its "CA_DECLINED_" prefix, which only repeats that the purchase was declined
 * (CA_DECLINED_INSUFFICIENT_FUNDS -> "Insufficient Funds"). A bare "CA_DECLINED" reason is Declined.
 */
export function declineReasonText(reason: string | null | undefined, status: string | null | undefined): DeclineReasonText {
  const trimmed = reason?.trim() ?? "";
  if (trimmed === "") return { key: status?.trim().toUpperCase() === DECLINED_STATUS ? "invalidMerchant" : "declined" };
  const upper = trimmed.toUpperCase();
  if (upper === "CA_DECLINED_MERCHANT") return { key: "invalidMerchant" };
  if (upper === "CA_DECLINED_VELOCITY") return { key: "velocityLimitExceeded" };
  const rest = upper.startsWith(PREFIX) ? trimmed.slice(PREFIX.length) : upper === DECLINED_STATUS ? "" : trimmed;
  const text = titleCase(rest);
  return text === "" ? { key: "declined" } : { text };
}

/** English rendering, for places without translations (sandbox, logs). */
export function declineReasonEnglish(reason: string | null | undefined, status: string | null | undefined): string {
  const result = declineReasonText(reason, status);
  return "key" in result ? DECLINE_REASON_MESSAGES[result.key] : result.text;
}

/** A spend rule of the card, as much as tells whether it declines a purchase (contract's spendRuleSchema). */
export type DeclineRule = {
  id: string;
  name: string;
  type: "velocity" | "merchant_allow" | "merchant_block";
  merchantCategories: readonly string[];
};

/**
 * The spend rule on the card that explains a decline, when one does (issue 24 item 6): an "Invalid
 * Merchant" decline by a block rule naming the purchase's category, or an allow rule leaving it out; a
 * "Velocity Limit Exceeded" decline by the card's velocity rule. Null when no rule of the card explains it
 * (the processor declined it for its own reasons).
 */
export function declineCause(reason: DeclineReasonText, merchantCategory: string, rules: readonly DeclineRule[]): DeclineRule | null {
  if (!("key" in reason)) return null;
  if (reason.key === "invalidMerchant") {
    return (
      rules.find((r) => r.type === "merchant_block" && r.merchantCategories.includes(merchantCategory)) ??
      rules.find((r) => r.type === "merchant_allow" && !r.merchantCategories.includes(merchantCategory)) ??
      null
    );
  }
  if (reason.key === "velocityLimitExceeded") return rules.find((r) => r.type === "velocity") ?? null;
  return null;
}
