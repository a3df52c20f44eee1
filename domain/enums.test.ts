import { describe, expect, it } from "vitest";
import {
  activityTypes,
  autoloadFrequencies,
  blockingCardStatuses,
  cardStatuses,
  customFieldResourceTypes,
  isBlockingCardStatus,
  isPermission,
  isRole,
  isShippingTypeId,
  onboardingStatuses,
  payoutProductTypes,
  permissions,
  recipientIntakeStatuses,
  roles,
  SHIPPING_TYPES,
  scopes,
  shippingMethods,
  shippingTypeIds,
  trackingUrl,
  transactionEventStatuses,
  transferStatuses,
  viewTypes,
} from "./enums";

describe("enumerations of spec section 3", () => {
  it("lists the spec's values", () => {
    expect(payoutProductTypes).toEqual(["cards", "bank_transfers", "on_demand_cards"]);
    expect(transferStatuses).toEqual(["created", "processing", "completed", "failed"]);
    expect(recipientIntakeStatuses).toEqual(["awaiting_recipient", "pending_verification", "bank_account_verified", "verification_failed"]);
    expect(shippingMethods).toEqual(["USPS_GROUND", "USPS_PRIORITY", "UPS_NEXT_DAY", "UPS_SECOND_DAY"]);
    expect(scopes).toEqual(["normal", "super", "program"]);
    expect(autoloadFrequencies).toEqual(["daily", "weekly", "monthly", "last_of_month"]);
    expect(viewTypes).toEqual(["singleProgram", "multiProgram", "normal"]);
    expect(onboardingStatuses).toHaveLength(6);
    expect(customFieldResourceTypes).toHaveLength(6);
    expect(transactionEventStatuses).toEqual(["pending", "cleared", "declined", "refunded"]);
  });

  it("has 38 distinct activity types", () => {
    expect(new Set(activityTypes).size).toBe(38);
    expect(activityTypes).toContain("card_funds_withdrawn_to_funding_account");
    expect(activityTypes).toContain("metadata_deleted");
  });

  it("has the 17 roles and 35 permissions of section 6, without duplicates", () => {
    expect(new Set(roles).size).toBe(17);
    expect(new Set(permissions).size).toBe(35);
    expect(isRole("sifh_cec")).toBe(true);
    expect(isRole("root")).toBe(false);
    expect(isPermission("hideTransactionData")).toBe(true);
    expect(isPermission("deleteEverything")).toBe(false);
    expect(isPermission(42)).toBe(false);
  });
});

describe("shipping types", () => {
  it("has one entry per id, keyed by its own id", () => {
    expect(Object.keys(SHIPPING_TYPES)).toEqual([...shippingTypeIds]);
    for (const id of shippingTypeIds) expect(SHIPPING_TYPES[id].id).toBe(id);
    for (const method of shippingMethods) expect(isShippingTypeId(method)).toBe(true);
  });

  it("gives a USPS link for USPS methods and a UPS link for UPS methods", () => {
    for (const id of ["USPS_GROUND", "USPS_PRIORITY", "USPS_EXPRESS"] as const) {
      expect(trackingUrl(id, "9400100000000000000000")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000");
    }
    for (const id of ["UPS_GROUND", "UPS_SECOND_DAY", "UPS_NEXT_DAY"] as const) {
      expect(trackingUrl(id, "1Z999AA10123456784")).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    }
  });

  it("gives no link without a tracking number or for an unknown method (virtual cards)", () => {
    expect(trackingUrl("USPS_GROUND", "")).toBeUndefined();
    expect(trackingUrl("USPS_GROUND", null)).toBeUndefined();
    expect(trackingUrl("VIRTUAL", "123")).toBeUndefined();
  });

  it("encodes the tracking number", () => {
    expect(trackingUrl("UPS_GROUND", "a b&c")).toBe("https://www.ups.com/track?tracknum=a%20b%26c");
  });
});

describe("card statuses", () => {
  it("blocks every status but active", () => {
    for (const status of cardStatuses) expect(isBlockingCardStatus(status)).toBe(status !== "active");
    expect(blockingCardStatuses).not.toContain("active");
  });
});
