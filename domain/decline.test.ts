import { describe, expect, it } from "vitest";
import { declineCause, declineReasonEnglish, declineReasonText, titleCase } from "./decline";

describe("declineReasonText", () => {
  it("maps the two known reasons to keys", () => {
    expect(declineReasonText("CA_DECLINED_MERCHANT", "CA_DECLINED")).toEqual({ key: "invalidMerchant" });
    expect(declineReasonText("CA_DECLINED_VELOCITY", "CA_DECLINED")).toEqual({ key: "velocityLimitExceeded" });
    expect(declineReasonText("CA_DECLINED_MERCHANT", "declined")).toEqual({ key: "invalidMerchant" });
  });

  it.each([null, undefined, "", "   "])("an empty reason (%j) is Invalid Merchant when the status is CA_DECLINED", (reason) => {
    expect(declineReasonText(reason, "CA_DECLINED")).toEqual({ key: "invalidMerchant" });
  });

  it.each(["declined", "DECLINED", "pending", "", null, undefined])("an empty reason with status %j is Declined", (status) => {
    expect(declineReasonText("", status)).toEqual({ key: "declined" });
    expect(declineReasonText(null, status)).toEqual({ key: "declined" });
  });

  it.each([
    ["CA_DECLINED_INSUFFICIENT_FUNDS", "Insufficient Funds"],
    ["CA_DECLINED_CARD_LOCKED", "Card Locked"],
    ["INSUFFICIENT_FUNDS", "Insufficient Funds"],
    ["card_frozen", "Card Frozen"],
    ["expired card", "Expired Card"],
    ["SPEND-RULE_BLOCKED", "Spend Rule Blocked"],
  ])("other reasons in title case: %s -> %s", (reason, text) => {
    expect(declineReasonText(reason, "CA_DECLINED")).toEqual({ text });
  });

  it("a bare CA_DECLINED reason or an empty remainder is Declined", () => {
    expect(declineReasonText("CA_DECLINED", "CA_DECLINED")).toEqual({ key: "declined" });
    expect(declineReasonText("CA_DECLINED_", "CA_DECLINED")).toEqual({ key: "declined" });
  });
});

describe("declineReasonEnglish", () => {
  it("renders keys in the spec's words", () => {
    expect(declineReasonEnglish("CA_DECLINED_MERCHANT", "CA_DECLINED")).toBe("Invalid Merchant");
    expect(declineReasonEnglish("CA_DECLINED_VELOCITY", "CA_DECLINED")).toBe("Velocity Limit Exceeded");
    expect(declineReasonEnglish("", "CA_DECLINED")).toBe("Invalid Merchant");
    expect(declineReasonEnglish("", "declined")).toBe("Declined");
    expect(declineReasonEnglish("CA_DECLINED_INSUFFICIENT_FUNDS", "CA_DECLINED")).toBe("Insufficient Funds");
  });
});

describe("titleCase", () => {
  it("capitalises each word", () => {
    expect(titleCase("HELLO_WORLD")).toBe("Hello World");
    expect(titleCase("  a__b  ")).toBe("A B");
    expect(titleCase("")).toBe("");
  });
});

describe("the spend rule behind a decline (issue 24 item 6)", () => {
  const block = { id: "r1", name: "No casinos", type: "merchant_block" as const, merchantCategories: ["betting_casino_gambling"] };
  const allow = { id: "r2", name: "Food only", type: "merchant_allow" as const, merchantCategories: ["grocery_stores_supermarkets"] };
  const velocity = { id: "r3", name: "$100 a day", type: "velocity" as const, merchantCategories: [] };

  it("a merchant decline: the block rule naming the category, else the allow rule leaving it out", () => {
    expect(declineCause({ key: "invalidMerchant" }, "betting_casino_gambling", [allow, block])).toBe(block);
    expect(declineCause({ key: "invalidMerchant" }, "bars_taverns_nightclubs", [block, allow])).toBe(allow);
    expect(declineCause({ key: "invalidMerchant" }, "grocery_stores_supermarkets", [block, allow])).toBeNull();
  });

  it("a velocity decline: the card's velocity rule; other reasons: none", () => {
    expect(declineCause({ key: "velocityLimitExceeded" }, "utilities", [block, velocity])).toBe(velocity);
    expect(declineCause({ key: "velocityLimitExceeded" }, "utilities", [block])).toBeNull();
    expect(declineCause({ key: "declined" }, "betting_casino_gambling", [block])).toBeNull();
    expect(declineCause({ text: "Insufficient Funds" }, "betting_casino_gambling", [block])).toBeNull();
  });
});
