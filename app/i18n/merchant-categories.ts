import { categoryCodeInWords, isKnownMerchantCategory, type MerchantCategory } from "#domain/merchant-categories";

export type MerchantCategoryKey = `common.merchantCategories.${MerchantCategory}`;

/**
 * A merchant category in the page's words, from the one table (`common.merchantCategories`, every page
 * loads it) that the card page, the portal, reports and the spend rule screens share (issue 36 item 8):
 * "taxicabs_limousines" is "Taxicabs and limousines", «Taxis et limousines». A category the table does
 * not have (a rule made through the API may name any) is its code in words, "Delta airlines".
 */
export function merchantCategoryWords(t: (key: MerchantCategoryKey) => string, code: string): string {
  if (isKnownMerchantCategory(code)) return t(`common.merchantCategories.${code}`);
  const words = categoryCodeInWords(code).trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
