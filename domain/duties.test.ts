import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { AUTOLOAD_FUNDING_PERMISSIONS, fundsThroughAutoloads, mayPayRecipient, REDIRECTING_PERMISSIONS } from "./duties";
import { type Role, roles } from "./enums";
import { ROLE_PERMISSIONS } from "./permissions";

const holds = (role: Role, permission: string) => (ROLE_PERMISSIONS[role] as readonly string[]).includes(permission);

describe("separation of duties: the role table's intent, over every role (issue 34 item 7, ADR 0241)", () => {
  it("whoever funds cards through autoloads may load a card", () => {
    for (const role of roles) {
      if (fundsThroughAutoloads(role)) expect(holds(role, "loadCard"), role).toBe(true);
    }
    expect(AUTOLOAD_FUNDING_PERMISSIONS.some((p) => holds("sifh_program_manager", p))).toBe(false);
  });

  it("no one but an admin both points a payment at an account and sends it (property over roles and people)", () => {
    const person = fc.constantFrom("usr_a", "usr_b", "usr_c");
    fc.assert(
      fc.property(
        fc.constantFrom(...roles),
        person,
        fc.option(person, { nil: null }),
        fc.array(person, { maxLength: 3 }),
        (role, payer, bankDetailsBy, emailChangedBy) => {
          const allowed = mayPayRecipient(role, payer, { bankDetailsBy, emailChangedBy });
          const redirectedByPayer = bankDetailsBy === payer || emailChangedBy.includes(payer);
          if (role === "admin") expect(allowed).toBe(true);
          else expect(allowed).toBe(!redirectedByPayer);
        },
      ),
    );
  });

  it("the roles that hold both halves are exactly those the two-person rule has to stop", () => {
    const both = roles.filter((role) => holds(role, "sendBankPayment") && REDIRECTING_PERMISSIONS.some((p) => holds(role, p)));
    // The payment approver keeps the spec's add-bank-details and pay; the rule makes them two people.
    expect(both.sort()).toEqual(["admin", "sifh_payment_approver"]);
    expect(mayPayRecipient("sifh_payment_approver", "usr_a", { bankDetailsBy: "usr_a", emailChangedBy: [] })).toBe(false);
    expect(mayPayRecipient("sifh_payment_approver", "usr_b", { bankDetailsBy: "usr_a", emailChangedBy: [] })).toBe(true);
  });
});
