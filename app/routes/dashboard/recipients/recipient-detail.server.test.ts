import { describe, expect, it } from "vitest";
import type { Recipient, Transfer } from "#contract/entities";
import { recipientView, transferRow } from "./recipient-detail.server";

const recipient: Recipient = {
  id: "rcp_1",
  businessId: "biz_harbor",
  name: "Omar Haddad",
  email: "omar@recipient.test",
  phone: null,
  intakeStatus: "verification_failed",
  verificationFailureReason: "closed_account",
  bankAccount: {
    id: "ba_1",
    accountHolderName: "Omar Haddad",
    accountType: "savings",
    accountNumberLast4: "4321",
    routingNumberLast4: "0021",
    bankName: "First Test Bank",
    source: "manual",
    verificationStatus: "failed",
    failureReason: "closed_account",
    createdAt: "2026-03-02T15:00:00.000Z",
  },
  createdAt: "2026-03-02T15:00:00.000Z",
  updatedAt: "2026-03-02T15:00:00.000Z",
};

describe("recipientView", () => {
  it("shows the account by its last four digits, with the failure reason, and nothing of the routing number", () => {
    const view = recipientView(recipient, "en", false);
    expect(view.bankAccount).toEqual({
      holderName: "Omar Haddad",
      accountType: "savings",
      bankName: "First Test Bank",
      accountLast4: "4321",
      verificationStatus: "failed",
      failureReason: "closed_account",
    });
    expect(JSON.stringify(view)).not.toContain("0021");
  });

  it("hides the bank account under hideBankPaymentsInformation", () => {
    expect(recipientView(recipient, "en", true).bankAccount).toBeNull();
  });
});

describe("transferRow", () => {
  it("formats the amount for the language", () => {
    const transfer = {
      id: "trf_1",
      amountCents: 150000,
      speed: "ach",
      status: "processing",
      createdAt: "2026-03-02T15:00:00.000Z",
    } as Transfer;
    expect(transferRow(transfer, "en").amount).toBe("$1,500.00");
    expect(transferRow(transfer, "fr").amount).toMatch(/1\s500,00/);
  });

  it("carries a failed transfer's reason, an unknown one as 'unknown', and none for other statuses", () => {
    const base = { id: "trf_2", amountCents: 5000, speed: "ach", createdAt: "2026-03-02T15:00:00.000Z" } as const;
    const row = (status: Transfer["status"], failureReason: string | null) =>
      transferRow({ ...base, status, failureReason } as Transfer, "en").failureReason;
    expect(row("failed", "account_frozen")).toBe("account_frozen");
    expect(row("failed", "bank_said_no")).toBe("unknown");
    expect(row("failed", null)).toBe("unknown");
    expect(row("completed", null)).toBeNull();
    expect(row("processing", null)).toBeNull();
  });
});
