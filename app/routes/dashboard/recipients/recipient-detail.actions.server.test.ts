import { describe, expect, it } from "vitest";
import type { Recipient } from "#contract/entities";
import type { Permission } from "#domain/enums";
import { permissionsFor } from "#domain/permissions";
import { recipientPanels } from "./recipient-detail.actions.server";

const recipient = (intakeStatus: Recipient["intakeStatus"]): Recipient => ({
  id: "rcp_1",
  businessId: "biz_harbor",
  name: "Amina Yusuf",
  email: "amina@recipient.test",
  phone: null,
  intakeStatus,
  verificationFailureReason: null,
  bankAccount: null,
  createdAt: "2026-03-02T15:00:00.000Z",
  updatedAt: "2026-03-02T15:00:00.000Z",
});
const roleOn = (role: Parameters<typeof permissionsFor>[0]["userRoles"][number]["role"]): ReadonlySet<Permission> =>
  permissionsFor({ userScope: "normal", userRoles: [{ businessId: "biz_harbor", role }], topLevelBusinessId: "biz_harbor" }, "biz_harbor");

describe("the actions offered on a recipient", () => {
  it("follow the intake status for an admin", () => {
    expect(recipientPanels(recipient("bank_account_verified"), roleOn("admin"))).toEqual(["pay", "edit"]);
    expect(recipientPanels(recipient("awaiting_recipient"), roleOn("admin"))).toEqual(["edit", "resend", "bankDetails"]);
    expect(recipientPanels(recipient("verification_failed"), roleOn("admin"))).toEqual(["edit", "retry"]);
    expect(recipientPanels(recipient("pending_verification"), roleOn("admin"))).toEqual(["edit"]);
  });

  it("follow the role: none for a viewer, payments only with sendBankPayment", () => {
    expect(recipientPanels(recipient("bank_account_verified"), roleOn("viewer"))).toEqual([]);
    expect(recipientPanels(recipient("bank_account_verified"), roleOn("sifh_payment_approver"))).toEqual(["pay"]);
    expect(recipientPanels(recipient("awaiting_recipient"), roleOn("sifh_cec"))).toEqual(["edit", "resend"]);
  });

  it("staff give bank details only while the recipient has not, with addBankDetails, and never while bank data is hidden (issue 38 item 3)", () => {
    expect(recipientPanels(recipient("awaiting_recipient"), roleOn("sifh_payment_approver"))).toEqual(["bankDetails"]);
    for (const status of ["pending_verification", "bank_account_verified", "verification_failed"] as const) {
      expect(recipientPanels(recipient(status), roleOn("sifh_payment_approver"))).not.toContain("bankDetails");
    }
    const hidden = new Set<Permission>([...roleOn("sifh_payment_approver"), "hideBankPaymentsInformation"]);
    expect(recipientPanels(recipient("awaiting_recipient"), hidden)).toEqual([]);
  });
});
