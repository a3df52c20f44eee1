/**
 * The sandbox's test bank accounts (docs/decisions/0080-bank-transfer-sandbox.md), like a payment
 * provider's test mode: the account number a person types (or the account they pick on the
 * bank-linking page) decides how bank verification ends and whether transfers to the account
 * complete. One list, read by the sandbox, its tests and the README. Any other account number
 * verifies and receives transfers.
 */

/** Bank verification failure reasons (spec section 8), in the spec's order. */
export const bankVerificationFailureReasons = [
  "blocked_account",
  "closed_account",
  "deceased_owner",
  "invalid_account_number",
  "erroneous_data",
  "invalid_routing_number",
  "regulatory_limitation",
  "institution_unavailable",
  "unsupported_transfer",
  "unexpected_verification_error",
] as const;
export type BankVerificationFailureReason = (typeof bankVerificationFailureReasons)[number];

/** Why a transfer to a verified account came back (the receiving bank's return). */
export const transferFailureReasons = ["account_closed", "no_account", "account_frozen"] as const;
export type TransferFailureReason = (typeof transferFailureReasons)[number];

export type BankTestAccount = {
  /** What to type as the account number (any valid routing number goes with it). */
  accountNumber: string;
  /** What the sandbox's bank-linking page calls this account (`accountId` of addLinkedBankAccount). */
  linkAccountId: string;
  /** How verification ends: null verifies, else it fails with this reason. */
  verificationFailure: BankVerificationFailureReason | null;
  /** For a verified account: null completes every transfer, else each transfer fails with this reason. */
  transferFailure: TransferFailureReason | null;
  /** Plain words for the README. */
  description: string;
};

const verifies = (accountNumber: string, linkAccountId: string, description: string): BankTestAccount => ({
  accountNumber,
  linkAccountId,
  verificationFailure: null,
  transferFailure: null,
  description,
});

const failsVerification = (accountNumber: string, reason: BankVerificationFailureReason): BankTestAccount => ({
  accountNumber,
  linkAccountId: `sandbox_${reason}`,
  verificationFailure: reason,
  transferFailure: null,
  description: `verification fails: ${reason.replaceAll("_", " ")}`,
});

const returnsTransfers = (accountNumber: string, reason: TransferFailureReason): BankTestAccount => ({
  accountNumber,
  linkAccountId: `sandbox_returns_${reason}`,
  verificationFailure: null,
  transferFailure: reason,
  description: `verifies; every transfer to it fails: ${reason.replaceAll("_", " ")} (the money returns)`,
});

export const BANK_TEST_ACCOUNTS: readonly BankTestAccount[] = [
  verifies("000123456789", "sandbox_checking", "verifies; transfers complete"),
  verifies("000987654321", "sandbox_savings", "verifies; transfers complete (a savings account on the linking page)"),
  failsVerification("000000000101", "blocked_account"),
  failsVerification("000000000102", "closed_account"),
  failsVerification("000000000103", "deceased_owner"),
  failsVerification("000000000104", "invalid_account_number"),
  failsVerification("000000000105", "erroneous_data"),
  failsVerification("000000000106", "invalid_routing_number"),
  failsVerification("000000000107", "regulatory_limitation"),
  failsVerification("000000000108", "institution_unavailable"),
  failsVerification("000000000109", "unsupported_transfer"),
  failsVerification("000000000110", "unexpected_verification_error"),
  returnsTransfers("000000000201", "account_closed"),
  returnsTransfers("000000000202", "no_account"),
  returnsTransfers("000000000203", "account_frozen"),
];

/** The account number that verifies and receives every transfer. */
export const VERIFYING_TEST_ACCOUNT = "000123456789";

const byNumber = new Map(BANK_TEST_ACCOUNTS.map((a) => [a.accountNumber, a]));
const byLinkId = new Map(BANK_TEST_ACCOUNTS.map((a) => [a.linkAccountId, a]));

/** What happens to an account number: a test account's outcome, or success for any other number. */
export function testOutcomeOf(accountNumber: string): Pick<BankTestAccount, "verificationFailure" | "transferFailure"> {
  const account = byNumber.get(accountNumber);
  return { verificationFailure: account?.verificationFailure ?? null, transferFailure: account?.transferFailure ?? null };
}

/** The test account the bank-linking page offers under this id, if any. */
export function linkedTestAccount(linkAccountId: string): BankTestAccount | undefined {
  return byLinkId.get(linkAccountId);
}

/**
 * How many business days verification takes for an account number: 1, 2 or 3 (spec: "1 to 3
 * business days"), from its last digit (1 + digit modulo 3), so a test can count on it.
 */
export function verificationBusinessDays(accountNumber: string): 1 | 2 | 3 {
  const last = Number(accountNumber.at(-1) ?? "0");
  return (1 + (Number.isFinite(last) ? last % 3 : 0)) as 1 | 2 | 3;
}
