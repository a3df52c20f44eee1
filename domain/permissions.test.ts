import { describe, expect, it } from "vitest";
import { type Permission, permissions, type Role, roles } from "./enums";
import {
  can,
  HIDE_TRANSACTION_DATA_BUSINESS_IDS,
  isRestriction,
  PROGRAM_SCOPE_TOP_LEVEL_PERMISSIONS,
  permissionsFor,
  ROLE_PERMISSIONS,
  roleFor,
  type UserContext,
} from "./permissions";

// The expected table, written out independently of the implementation (see ADR 0010).
const EXPECTED: Record<Role, readonly Permission[]> = {
  admin: permissions.filter((p) => p !== "hideBankPaymentsInformation"),
  cws_case_manager: [
    "orderCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "resendVirtualCard",
    "editMetadata",
    "editCustomField",
  ],
  usccb_case_manager: [
    "orderCard",
    "lockCard",
    "setPin",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "editMetadata",
    "editCustomField",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
  ],
  hias_case_manager: [
    "orderCard",
    "lockCard",
    "setPin",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "editMetadata",
    "editCustomField",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
  ],
  usccb_fiscal_administrator: [
    "transferFunds",
    "loadCard",
    "sendBankPayment",
    "fundingAccountView",
    "viewACHDetails",
    "createAutoload",
    "modifyAutoload",
    "cancelAutoload",
    "addCardsToAutoload",
    "deleteCardsFromAutoload",
    "viewIndividualRecipient",
    "createNote",
    "editNote",
    "editMetadata",
    "editCustomField",
  ],
  ch_card_manager: ["hideTransactionData"],
  mm_hotline_support: ["lockCard", "resendVirtualCard", "createNote", "editNote", "viewIndividualRecipient"],
  chapin_hall_pi: ["fundingAccountView", "viewIndividualRecipient"],
  chapin_hall_card_program_manager: [
    "orderCard",
    "loadCard",
    "lockCard",
    "freezeCard",
    "closeCard",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createSpendRule",
    "modifySpendRule",
    "createAutoload",
    "modifyAutoload",
    "cancelAutoload",
    "addCardsToAutoload",
    "deleteCardsFromAutoload",
    "editMetadata",
    "editCustomField",
    "fundingAccountView",
  ],
  sifh_finance: [
    "createProgram",
    "transferFunds",
    "lockCard",
    "viewACHDetails",
    "cancelAutoload",
    "deleteCardsFromAutoload",
    "freezeCard",
    "fundingAccountView",
  ],
  sifh_program_manager: [
    "addMember",
    "deleteMember",
    "orderCard",
    "lockCard",
    "freezeCard",
    "closeCard",
    "replaceCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createSpendRule",
    "modifySpendRule",
    "cancelAutoload",
    "deleteCardsFromAutoload",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
    "editMetadata",
    "editCustomField",
    "fundingAccountView",
  ],
  sifh_technical_program_manager: ["hideBankPaymentsInformation"],
  sifh_program_associate: [
    "orderCard",
    "lockCard",
    "resendVirtualCard",
    "addTagToCard",
    "deleteTagFromCard",
    "createNote",
    "editNote",
    "createRecipient",
    "updateRecipient",
    "viewIndividualRecipient",
    "editMetadata",
    "editCustomField",
  ],
  sifh_cec: ["lockCard", "resendVirtualCard", "createNote", "editNote", "updateRecipient", "viewIndividualRecipient"],
  sifh_internal_audit: ["fundingAccountView", "viewACHDetails", "viewIndividualRecipient"],
  sifh_payment_approver: [
    "addMember",
    "deleteMember",
    "createProgram",
    "transferFunds",
    "loadCard",
    "sendBankPayment",
    "fundingAccountView",
    "addBankDetails",
    "editCustomField",
  ],
  viewer: [],
};

const HIDDEN_BIZ = "biz_unity_family";
const OTHER_BIZ = "biz_harbor";

const normal = (role: Role, businessId = OTHER_BIZ): UserContext => ({
  userScope: "normal",
  userRoles: [{ businessId, role }],
  topLevelBusinessId: businessId,
});

describe("ROLE_PERMISSIONS", () => {
  it("covers exactly the 17 roles", () => {
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...roles].sort());
  });

  it.each(roles)("%s has its fixed subset", (role) => {
    expect([...ROLE_PERMISSIONS[role]].sort()).toEqual([...EXPECTED[role]].sort());
    expect(new Set(ROLE_PERMISSIONS[role]).size).toBe(ROLE_PERMISSIONS[role].length);
  });

  it.each(roles)("%s: can() agrees with the table on an ordinary business", (role) => {
    const ctx = normal(role);
    for (const permission of permissions) {
      const expected = EXPECTED[role].includes(permission) && permission !== "hideTransactionData";
      expect(can(ctx, OTHER_BIZ, permission), `${role} ${permission}`).toBe(expected);
    }
    expect([...permissionsFor(ctx, OTHER_BIZ)].sort()).toEqual(EXPECTED[role].filter((p) => p !== "hideTransactionData").sort());
  });

  it("admin holds every capability but not the bank-payments restriction", () => {
    const ctx = normal("admin");
    expect(permissionsFor(ctx, OTHER_BIZ).size).toBe(33);
    expect(can(ctx, OTHER_BIZ, "developerTools")).toBe(true);
    expect(can(ctx, OTHER_BIZ, "hideBankPaymentsInformation")).toBe(false);
  });

  it("viewer holds nothing", () => {
    expect(permissionsFor(normal("viewer"), OTHER_BIZ).size).toBe(0);
  });

  it("marks only the two hide permissions as restrictions", () => {
    expect(permissions.filter(isRestriction)).toEqual(["hideTransactionData", "hideBankPaymentsInformation"]);
  });
});

describe("hideTransactionData", () => {
  it("is granted only on the two fixed businesses", () => {
    expect(HIDE_TRANSACTION_DATA_BUSINESS_IDS).toEqual(["biz_unity_family", "biz_brightfutures"]);
    for (const biz of HIDE_TRANSACTION_DATA_BUSINESS_IDS) {
      expect(can(normal("ch_card_manager", biz), biz, "hideTransactionData")).toBe(true);
      expect(can(normal("admin", biz), biz, "hideTransactionData")).toBe(true);
      expect(permissionsFor(normal("ch_card_manager", biz), biz)).toEqual(new Set(["hideTransactionData"]));
    }
    expect(can(normal("ch_card_manager"), OTHER_BIZ, "hideTransactionData")).toBe(false);
    expect(can(normal("admin"), OTHER_BIZ, "hideTransactionData")).toBe(false);
  });

  it("still needs a role that carries it", () => {
    expect(can(normal("viewer", HIDDEN_BIZ), HIDDEN_BIZ, "hideTransactionData")).toBe(false);
    expect(can(normal("sifh_finance", HIDDEN_BIZ), HIDDEN_BIZ, "hideTransactionData")).toBe(false);
  });
});

describe("roleFor: the lookup rule", () => {
  it("uses the role held on the business", () => {
    const ctx: UserContext = {
      userScope: "program",
      userRoles: [
        { businessId: "biz_unity_rent", role: "sifh_finance" },
        { businessId: "biz_unity_family", role: "cws_case_manager" },
      ],
      topLevelBusinessId: "biz_unity",
    };
    expect(roleFor(ctx, "biz_unity_rent")).toBe("sifh_finance");
    expect(roleFor(ctx, "biz_unity_family")).toBe("cws_case_manager");
  });

  it("program scope on the top-level business uses the first role entry", () => {
    const ctx: UserContext = {
      userScope: "program",
      userRoles: [
        { businessId: "biz_unity_rent", role: "sifh_finance" },
        { businessId: "biz_unity_family", role: "cws_case_manager" },
      ],
      topLevelBusinessId: "biz_unity",
    };
    expect(roleFor(ctx, "biz_unity")).toBe("sifh_finance");
    // The fallback role serves the forced top-level screens, never money or card issuance (ADR 0095).
    expect(can(ctx, "biz_unity", "fundingAccountView")).toBe(true);
    expect(can(ctx, "biz_unity", "transferFunds")).toBe(false);
    // but not on a program it has no role for
    expect(roleFor(ctx, "biz_unity_rapid")).toBeUndefined();
    expect(can(ctx, "biz_unity_rapid", "transferFunds")).toBe(false);
  });

  it("program scope never reaches the developer area: the webhook console is the whole tenant's (issue 34 item 5, ADR 0216)", () => {
    for (const role of ["admin", "sifh_program_manager", "sifh_payment_approver"] as const) {
      const ctx: UserContext = {
        userScope: "program",
        userRoles: [{ businessId: "biz_unity_rent", role }],
        topLevelBusinessId: "biz_unity",
      };
      expect(can(ctx, "biz_unity", "developerTools"), role).toBe(false);
    }
    // Super scope, whose role spans the tenant, keeps it.
    const tenantWide: UserContext = {
      userScope: "super",
      userRoles: [{ businessId: "biz_unity", role: "admin" }],
      topLevelBusinessId: "biz_unity",
    };
    expect(can(tenantWide, "biz_unity", "developerTools")).toBe(true);
  });

  it("program scope on the top-level business: no card orders, money or programs there (ADR 0095)", () => {
    const ctx: UserContext = {
      userScope: "program",
      userRoles: [{ businessId: "biz_unity_rent", role: "admin" }],
      topLevelBusinessId: "biz_unity",
    };
    for (const permission of [
      "orderCard",
      "loadCard",
      "transferFunds",
      "sendBankPayment",
      "createProgram",
      "resendVirtualCard",
      "lockCard",
    ] as const) {
      expect(can(ctx, "biz_unity", permission)).toBe(false);
      expect(permissionsFor(ctx, "biz_unity").has(permission)).toBe(false);
      // On their own program the role applies in full.
      expect(can(ctx, "biz_unity_rent", permission)).toBe(true);
    }
    for (const permission of PROGRAM_SCOPE_TOP_LEVEL_PERMISSIONS) {
      expect(permissionsFor(ctx, "biz_unity").has(permission)).toBe(can(normal("admin", "biz_unity"), "biz_unity", permission));
    }
    // A super-scope user with the same role keeps everything on the top-level business.
    const superCtx: UserContext = { ...ctx, userScope: "super", userRoles: [{ businessId: "biz_unity", role: "admin" }] };
    expect(can(superCtx, "biz_unity", "orderCard")).toBe(true);
  });

  it("super scope without a role on the business uses the first role entry", () => {
    const ctx: UserContext = {
      userScope: "super",
      userRoles: [
        { businessId: "biz_unity", role: "sifh_finance" },
        { businessId: "biz_unity_rent", role: "viewer" },
      ],
      topLevelBusinessId: "biz_unity",
    };
    expect(roleFor(ctx, "biz_unity_family")).toBe("sifh_finance");
    expect(roleFor(ctx, "biz_unity_rent")).toBe("viewer");
    expect(can(ctx, "biz_unity_rent", "transferFunds")).toBe(false);
    expect(can(ctx, "biz_unity_family", "transferFunds")).toBe(true);
  });

  it("normal scope with a role on business A gets nothing on business B", () => {
    const ctx = normal("admin", "biz_a");
    expect(roleFor(ctx, "biz_b")).toBeUndefined();
    expect(permissionsFor(ctx, "biz_b").size).toBe(0);
    for (const permission of permissions) expect(can(ctx, "biz_b", permission)).toBe(false);
  });

  it.each(["normal", "super", "program"] as const)("%s scope without roles is denied", (userScope) => {
    const ctx: UserContext = { userScope, userRoles: [], topLevelBusinessId: "biz_unity" };
    expect(roleFor(ctx, "biz_unity")).toBeUndefined();
    expect(can(ctx, "biz_unity", "orderCard")).toBe(false);
    expect(permissionsFor(ctx, "biz_unity").size).toBe(0);
  });
});
