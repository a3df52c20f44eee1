import { describe, expect, it } from "vitest";
import { MERCHANT_CATEGORIES, matchingCategories, searchable } from "./merchant-categories";

const FRENCH: Partial<Record<string, string>> = {
  grocery_stores_supermarkets: "Épiceries et supermarchés",
  betting_casino_gambling: "Paris, casinos et jeux d’argent",
  package_stores_beer_wine_liquor: "Magasins d’alcool",
};
const words = (category: string) => FRENCH[category] ?? category;

describe("merchant category search", () => {
  it("an empty query keeps every category, in order", () => {
    expect(matchingCategories(MERCHANT_CATEGORIES, "  ", words)).toEqual([...MERCHANT_CATEGORIES]);
  });

  it("matches the words in the page's language without accents or case, and every term", () => {
    expect(matchingCategories(MERCHANT_CATEGORIES, "EPICERIE", words)).toEqual(["grocery_stores_supermarkets"]);
    expect(matchingCategories(MERCHANT_CATEGORIES, "casinos paris", words)).toEqual(["betting_casino_gambling"]);
    expect(matchingCategories(MERCHANT_CATEGORIES, "casinos hôtels", words)).toEqual([]);
  });

  it("matches the code in words too, so a code pasted from the API finds its category", () => {
    expect(matchingCategories(MERCHANT_CATEGORIES, "beer wine", words)).toEqual(["package_stores_beer_wine_liquor"]);
  });

  it("strips marks from right-to-left scripts as well", () => {
    expect(searchable("مَتجر")).toBe("متجر");
  });
});
