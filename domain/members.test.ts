import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Role } from "./enums";
import { canChangeMemberRole, canRemoveMember, grantableRoles, membershipScope, rolesToChangeTo, roleWithinOwn } from "./members";
import { isProgramScopeFallback, isRestriction, permissionsFor, ROLE_PERMISSIONS, type UserContext } from "./permissions";

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

  it("a program admin on the top-level business (first-role fallback) grants, changes and removes nothing there (ADR 0240)", () => {
    const program: UserContext = { userScope: "program", userRoles: [{ businessId: "biz_prog", role: "admin" }], topLevelBusinessId: top };
    // A role on the top-level business reaches every program: more than the program admin holds.
    expect(grantableRoles(program, top)).toEqual([]);
    expect(canRemoveMember(program, top, "viewer")).toBe(false);
    expect(canChangeMemberRole(program, top, "viewer")).toBe(false);
    expect(grantableRoles(program, "biz_prog")).toContain("admin");
    expect(canRemoveMember(program, "biz_prog", "viewer")).toBe(true);
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

describe("scope belongs to the memberships under one top-level business (issue 34 item 3, ADR 0240)", () => {
  it("a role on the top-level business reaches its programs; roles only on programs give program scope", () => {
    expect(membershipScope([top], top, true)).toBe("super");
    expect(membershipScope([top], top, false)).toBe("normal");
    expect(membershipScope(["biz_prog"], top, true)).toBe("program");
    expect(membershipScope(["biz_prog", "biz_other"], top, true)).toBe("program");
    expect(membershipScope([], top, true)).toBeUndefined();
  });

  it("no grantor can give more than they hold, for any pair of roles and places (property)", () => {
    const allRoles = Object.keys(ROLE_PERMISSIONS) as Role[];
    const places = [top, "biz_prog"];
    const contexts: UserContext[] = allRoles.flatMap((role) => [
      { userScope: "normal", userRoles: [{ businessId: top, role }], topLevelBusinessId: top },
      { userScope: "program", userRoles: [{ businessId: "biz_prog", role }], topLevelBusinessId: top },
    ]);
    fc.assert(
      fc.property(fc.constantFrom(...contexts), fc.constantFrom(...places), (grantor, businessId) => {
        const held = permissionsFor(grantor, businessId);
        for (const role of grantableRoles(grantor, businessId)) {
          for (const permission of ROLE_PERMISSIONS[role]) {
            if (!isRestriction(permission)) expect(held.has(permission)).toBe(true);
          }
          // A grant on a business needs a role the grantor holds there or above it.
          expect(isProgramScopeFallback(grantor, businessId)).toBe(false);
        }
      }),
    );
  });
});
