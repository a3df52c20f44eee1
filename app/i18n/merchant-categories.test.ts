import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { MERCHANT_CATEGORIES } from "#domain/merchant-categories";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "./config";
import { type MerchantCategoryKey, merchantCategoryWords } from "./merchant-categories";

type Tree = { [key: string]: string | Tree };

async function t(code: LanguageCode) {
  const i18n = createInstance();
  for (const module of I18NEXT_MODULES) i18n.use(module);
  await i18n.init({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  return i18n.getFixedT(languageTag(code)) as unknown as (key: MerchantCategoryKey) => string;
}

describe("merchant categories read as words, from one table (issue 36 item 8)", () => {
  for (const code of LANGUAGE_CODES) {
    it(`${code}: every category the app knows is a phrase in the language, never its code`, async () => {
      const words = await t(code);
      const english = await t("en");
      for (const category of MERCHANT_CATEGORIES) {
        const text = merchantCategoryWords(words, category);
        expect(text, category).not.toMatch(/_|\{\{|^common\./);
        expect(text, category).not.toBe(category.replaceAll("_", " "));
        if (code !== "en") expect(text, `${code} ${category}`).not.toBe(merchantCategoryWords(english, category));
      }
    });
  }

  it("reads the spec's examples in English, and a category outside the table as its code in words", async () => {
    const english = await t("en");
    // The plain words the spend rule screens chose (ADR 0121), not the code "taxicabs limousines".
    expect(merchantCategoryWords(english, "taxicabs_limousines")).toBe("Taxis and ride services");
    expect(merchantCategoryWords(english, "grocery_stores_supermarkets")).toBe("Grocery stores and supermarkets");
    expect(merchantCategoryWords(english, "delta_airlines")).toBe("Delta airlines");
    expect(merchantCategoryWords(await t("fr"), "grocery_stores_supermarkets")).toMatch(/épicerie|supermarché/i);
  });

  it("is one table: the common namespace has it, and no other namespace keeps a copy", () => {
    for (const code of LANGUAGE_CODES) {
      const namespaces = RESOURCES[languageTag(code)] as Record<string, Tree>;
      const owners = Object.entries(namespaces)
        .flatMap(([ns, tree]) => {
          const found: string[] = [];
          const walk = (node: Tree, path: string) => {
            for (const [k, v] of Object.entries(node)) {
              if (typeof v === "object") walk(v, `${path}.${k}`);
              else if (k === "taxicabs_limousines") found.push(path);
            }
          };
          walk(tree, ns);
          return found;
        })
        .sort();
      expect(owners, code).toEqual(["common.merchantCategories"]);
    }
  });
});
