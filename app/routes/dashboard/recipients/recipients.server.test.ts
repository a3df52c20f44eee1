import { describe, expect, it } from "vitest";
import type { Recipient } from "#contract/entities";
import { readRecipientListParams, recipientListQuery, recipientRow } from "./recipients.server";

describe("recipients list parameters", () => {
  it("reads a view from the URL and drops what is malformed", () => {
    const params = readRecipientListParams(
      new URL("http://x/biz/recipients?search=%20amina%20&intakeStatus=verification_failed&sort=name&order=sideways&cursor=c9"),
    );
    expect(params).toEqual({ search: "amina", intakeStatus: "verification_failed", sort: "name", order: "desc", cursor: "c9" });
    expect(readRecipientListParams(new URL("http://x/biz/recipients?intakeStatus=paid&sort=balance&search=%20"))).toEqual({
      search: undefined,
      intakeStatus: undefined,
      sort: "createdAt",
      order: "desc",
      cursor: undefined,
    });
  });

  it("writes a view back without defaults or empty values", () => {
    expect(recipientListQuery({ search: "amina", intakeStatus: undefined, sort: "createdAt", order: "desc" })).toBe("?search=amina");
    expect(recipientListQuery({ intakeStatus: "awaiting_recipient", sort: "name", order: "asc" }, { cursor: "c1" })).toBe(
      "?intakeStatus=awaiting_recipient&sort=name&order=asc&cursor=c1",
    );
    expect(recipientListQuery({})).toBe("");
  });
});

describe("recipientRow", () => {
  const recipient: Recipient = {
    id: "rcp_1",
    businessId: "biz_harbor",
    name: "Amina Yusuf",
    email: "amina@recipient.test",
    phone: null,
    intakeStatus: "pending_verification",
    verificationFailureReason: null,
    bankAccount: {
      id: "ba_1",
      accountHolderName: "Amina Yusuf",
      accountType: "checking",
      accountNumberLast4: "6789",
      routingNumberLast4: "0021",
      bankName: null,
      source: "manual",
      verificationStatus: "pending",
      failureReason: null,
      createdAt: "2026-03-02T15:00:00.000Z",
    },
    createdAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
  };

  it("keeps only the last four digits of the bank account and formats the date for the language", () => {
    const row = recipientRow(recipient, "en");
    expect(row).toMatchObject({ id: "rcp_1", name: "Amina Yusuf", intakeStatus: "pending_verification", accountLast4: "6789" });
    expect(JSON.stringify(row)).not.toContain("0021");
    expect(row.createdAt).toMatch(/2026/);
    expect(recipientRow({ ...recipient, bankAccount: null, intakeStatus: "awaiting_recipient" }, "en").accountLast4).toBeNull();
  });
});

describe("the recipients list under hideBankPaymentsInformation (issue 38 item 2)", () => {
  const recipient = {
    id: "rcp_1",
    businessId: "biz_harbor",
    name: "Amina Yusuf",
    email: "amina@recipient.test",
    phone: null,
    intakeStatus: "bank_account_verified",
    verificationFailureReason: null,
    bankAccount: { accountNumberLast4: "6789" },
    createdAt: "2026-03-02T15:00:00.000Z",
    updatedAt: "2026-03-02T15:00:00.000Z",
  } as unknown as Recipient;

  it("the row carries the last four digits only when the user may see bank details", () => {
    expect(recipientRow(recipient, "en").accountLast4).toBe("6789");
    expect(recipientRow(recipient, "en", true).accountLast4).toBeNull();
  });
});
