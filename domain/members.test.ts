import { describe, expect, it } from "vitest";
import { canChangeMemberRole, canRemoveMember, grantableRoles, rolesToChangeTo, roleWithinOwn } from "./members";
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

describe("members: who may change a role (ADR 0180)", () => {
  it("an admin may change any role to any other, admin included", () => {
    expect(canChangeMemberRole(ctx("admin"), top, "viewer")).toBe(true);
    const to = rolesToChangeTo(ctx("admin"), top, "viewer");
    expect(to).toContain("admin");
    expect(to).not.toContain("viewer");
  });

  it("a payment approver may move a viewer only to roles within their own, and cannot touch an admin", () => {
    const to = rolesToChangeTo(ctx("sifh_payment_approver"), top, "viewer");
    expect(to).toContain("sifh_payment_approver");
    expect(to).not.toContain("admin");
    expect(canChangeMemberRole(ctx("sifh_payment_approver"), top, "admin")).toBe(false);
    expect(rolesToChangeTo(ctx("sifh_payment_approver"), top, "admin")).toEqual([]);
  });

  it("needs both addMember and deleteMember: a case manager or a viewer changes nothing", () => {
    expect(canChangeMemberRole(ctx("cws_case_manager"), top, "viewer")).toBe(false);
    expect(canChangeMemberRole(ctx("viewer"), top, "viewer")).toBe(false);
    expect(rolesToChangeTo(ctx("viewer"), top, "viewer")).toEqual([]);
  });
});
