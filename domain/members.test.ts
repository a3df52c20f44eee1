import { describe, expect, it } from "vitest";
import { canRemoveMember, grantableRoles, roleWithinOwn } from "./members";
import type { UserContext } from "./permissions";

const top = "biz_top";
const ctx = (role: UserContext["userRoles"][number]["role"], scope: UserContext["userScope"] = "normal"): UserContext => ({
  userScope: scope,
  userRoles: [{ businessId: top, role }],
  topLevelBusinessId: top,
});

describe("members: who may grant and remove which role", () => {
  it("an admin may grant every role, admin included", () => {
    expect(grantableRoles(ctx("admin"), top)).toContain("admin");
    expect(grantableRoles(ctx("admin"), top)).toContain("viewer");
  });

  it("a payment approver (addMember) may grant only roles within their own permissions", () => {
    const granted = grantableRoles(ctx("sifh_payment_approver"), top);
    expect(granted).toContain("viewer");
    expect(granted).toContain("sifh_payment_approver");
    expect(granted).not.toContain("admin");
    expect(granted).not.toContain("cws_case_manager");
  });

  it("roles that only hide data are grantable when the rest is held", () => {
    expect(roleWithinOwn(ctx("admin"), top, "ch_card_manager")).toBe(true);
    expect(roleWithinOwn(ctx("admin"), top, "sifh_technical_program_manager")).toBe(true);
  });

  it("without addMember nothing is grantable, without deleteMember nobody is removable", () => {
    expect(grantableRoles(ctx("viewer"), top)).toEqual([]);
    expect(grantableRoles(ctx("cws_case_manager"), top)).toEqual([]);
    expect(canRemoveMember(ctx("viewer"), top, "viewer")).toBe(false);
    expect(canRemoveMember(ctx("sifh_payment_approver"), top, "admin")).toBe(false);
    expect(canRemoveMember(ctx("sifh_payment_approver"), top, "viewer")).toBe(true);
  });

  it("a program admin on the top-level business (first-role fallback) may not grant admin there", () => {
    const program: UserContext = { userScope: "program", userRoles: [{ businessId: "biz_prog", role: "admin" }], topLevelBusinessId: top };
    expect(grantableRoles(program, top)).not.toContain("admin");
    expect(grantableRoles(program, top)).toContain("viewer");
    expect(grantableRoles(program, "biz_prog")).toContain("admin");
  });
});
