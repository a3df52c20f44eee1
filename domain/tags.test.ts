import { describe, expect, it } from "vitest";
import { decideTag, sameTagName } from "./tags";

const food = { id: "tag_food", name: "Food" };
const rent = { id: "tag_rent", name: "Rent" };

describe("adding a tag to a card", () => {
  it("matches names as the provider does: spaces around and ASCII case do not count", () => {
    expect(sameTagName("food", "Food")).toBe(true);
    expect(sameTagName("  FOOD ", "Food")).toBe(true);
    expect(sameTagName("Foods", "Food")).toBe(false);
    // Outside ASCII the provider compares exactly, so the app does too.
    expect(sameTagName("élan", "Élan")).toBe(false);
  });

  it("says the card has the tag already instead of adding it", () => {
    expect(decideTag("food", [food], [food, rent], false)).toEqual({ kind: "onCard", tag: food });
    expect(decideTag("food", [food], [food, rent], true)).toEqual({ kind: "onCard", tag: food });
  });

  it("picks the business's existing tag, in its own spelling", () => {
    expect(decideTag(" rent ", [food], [food, rent], false)).toEqual({ kind: "addExisting", tag: rent });
  });

  it("creates a new tag only when that was chosen", () => {
    expect(decideTag("Rent support Q4 ", [food], [food, rent], false)).toEqual({ kind: "confirmNew", name: "Rent support Q4" });
    expect(decideTag("Rent support Q4", [food], [food, rent], true)).toEqual({ kind: "create", name: "Rent support Q4" });
  });
});
