import { describe, expect, it } from "vitest";
import { unreviewedIntent } from "./card-detail.review.server";
import { isCardSpendRuleIntent } from "./card-detail.spend-rules.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.set(name, value);
  return data;
};

describe("the card page's action: one read of the form, then the intent says which part answers", () => {
  it("answers a load, withdrawal or transfer not yet reviewed with its review, and a reviewed one moves the money", () => {
    expect(unreviewedIntent(form({ intent: "load", amount: "25" }))).toBe("load");
    expect(unreviewedIntent(form({ intent: "withdraw" }))).toBe("withdraw");
    expect(unreviewedIntent(form({ intent: "transfer", reviewed: "no" }))).toBe("transfer");
    expect(unreviewedIntent(form({ intent: "load", reviewed: "yes" }))).toBeNull();
    expect(unreviewedIntent(form({ intent: "lock" }))).toBeNull();
    expect(unreviewedIntent(form({}))).toBeNull();
  });

  it("sends attaching and detaching a spend rule to the spend-rule part, nothing else", () => {
    expect(isCardSpendRuleIntent("attachSpendRule")).toBe(true);
    expect(isCardSpendRuleIntent("detachSpendRule")).toBe(true);
    expect(isCardSpendRuleIntent("load")).toBe(false);
    expect(isCardSpendRuleIntent(null)).toBe(false);
  });
});
