import { describe, expect, it } from "vitest";
import {
  BANK_TEST_ACCOUNTS,
  bankVerificationFailureReasons,
  linkedTestAccount,
  testOutcomeOf,
  transferFailureReasons,
  VERIFYING_TEST_ACCOUNT,
  verificationBusinessDays,
} from "./bank-test-accounts";
import { accountNumberSchema } from "./validation";

describe("test bank accounts", () => {
  it("one number verifies; one per verification failure reason; one per transfer failure reason", () => {
    expect(testOutcomeOf(VERIFYING_TEST_ACCOUNT)).toEqual({ verificationFailure: null, transferFailure: null });
    const byReason = BANK_TEST_ACCOUNTS.filter((a) => a.verificationFailure !== null).map((a) => a.verificationFailure);
    expect(byReason).toEqual([...bankVerificationFailureReasons]);
    const returns = BANK_TEST_ACCOUNTS.filter((a) => a.transferFailure !== null).map((a) => a.transferFailure);
    expect(returns).toEqual([...transferFailureReasons]);
  });

  it("numbers and link ids are unique, valid account numbers, and any other number verifies", () => {
    expect(new Set(BANK_TEST_ACCOUNTS.map((a) => a.accountNumber)).size).toBe(BANK_TEST_ACCOUNTS.length);
    expect(new Set(BANK_TEST_ACCOUNTS.map((a) => a.linkAccountId)).size).toBe(BANK_TEST_ACCOUNTS.length);
    for (const a of BANK_TEST_ACCOUNTS) {
      expect(accountNumberSchema.safeParse(a.accountNumber).success, a.accountNumber).toBe(true);
      expect(linkedTestAccount(a.linkAccountId)).toBe(a);
    }
    expect(testOutcomeOf("123456")).toEqual({ verificationFailure: null, transferFailure: null });
    expect(linkedTestAccount("nope")).toBeUndefined();
  });

  it("verification takes 1, 2 or 3 business days by the last digit", () => {
    expect(verificationBusinessDays("000000000103")).toBe(1);
    expect(verificationBusinessDays("000000000101")).toBe(2);
    expect(verificationBusinessDays("000000000102")).toBe(3);
    expect(verificationBusinessDays(VERIFYING_TEST_ACCOUNT)).toBe(1);
  });
});

describe("the README", () => {
  it("lists every test account with its linked account id", () => {
    const readme = Object.values(import.meta.glob<string>("../README.md", { query: "?raw", import: "default", eager: true }))[0] ?? "";
    expect(readme).toContain("## Try it");
    for (const a of BANK_TEST_ACCOUNTS) expect(readme).toContain(`| \`${a.accountNumber}\` | \`${a.linkAccountId}\` |`);
  });
});
