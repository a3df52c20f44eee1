/**
 * The merchant categories a merchant allow or block rule can name (spec section 3: snake-case strings
 * from a very large list). The app offers the ones a nonprofit program decides about, in plain words
 * (translated under `settings.categories.*`); a rule created through the API may name others, and the
 * page shows those by their code with the underscores turned into spaces (docs/decisions/0121).
 */
export const MERCHANT_CATEGORIES = [
  "grocery_stores_supermarkets",
  "drug_stores_and_pharmacies",
  "discount_stores",
  "variety_stores",
  "department_stores",
  "misc_general_merchandise",
  "used_merchandise_and_secondhand_stores",
  "fast_food_restaurants",
  "eating_places_restaurants",
  "service_stations",
  "local_commuter_transport",
  "bus_lines",
  "taxicabs_limousines",
  "home_supply_warehouse_stores",
  "utilities",
  "cable_and_other_pay_television_services",
  "telecommunication_services",
  "hotels_motels_resorts",
  "airlines_air_carriers",
  "car_rental_agencies",
  "betting_casino_gambling",
  "package_stores_beer_wine_liquor",
  "cigar_stores_and_stands",
  "bars_taverns_nightclubs",
  "money_orders",
  "financial_institutions_cash",
] as const;
export type MerchantCategory = (typeof MERCHANT_CATEGORIES)[number];

export function isKnownMerchantCategory(value: string): value is MerchantCategory {
  return (MERCHANT_CATEGORIES as readonly string[]).includes(value);
}

/** A category's code in words, for categories without a translation ("delta" stays "delta"). */
export function categoryCodeInWords(value: string): string {
  return value.replaceAll("_", " ");
}

/** Text as a search compares it: no accents or other marks, lower case ("Épicerie" finds "epicerie"). */
export function searchable(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();
}

/**
 * The categories whose words (`words`, the page's language) or code match every term of the query, in
 * their order; an empty query matches all. Used by the spend rule form's search without JavaScript.
 */
export function matchingCategories<T extends string>(categories: readonly T[], query: string, words: (category: T) => string): T[] {
  const terms = searchable(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...categories];
  return categories.filter((category) => {
    const text = `${searchable(words(category))} ${categoryCodeInWords(category)}`;
    return terms.every((term) => text.includes(term));
  });
}
