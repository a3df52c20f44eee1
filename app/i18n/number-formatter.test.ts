import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "./config";
import { SUPPORTED_FORMATS } from "./number-formatter";

type Tree = { [key: string]: string | Tree };

/** Every text of a language with its key ("cards.range_other"). */
function texts(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : texts(value, path);
  });
}

const FORMATTED = /\{\{\s*([\w.]+)\s*,\s*([^}]*?)\s*\}\}/g;
const PLURAL = /_(zero|one|two|few|many|other)$/;

async function instance(code: (typeof LANGUAGE_CODES)[number], withModules: boolean) {
  const i18n = createInstance();
  if (withModules) for (const module of I18NEXT_MODULES) i18n.use(module);
  await i18n.init({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  return i18n.getFixedT(languageTag(code)) as unknown as (key: string, values: Record<string, number>) => string;
}

describe("the shared number formatter", () => {
  it("is the only format the texts use, in every language", () => {
    const formats = new Set<string>();
    for (const code of LANGUAGE_CODES) {
      for (const [, text] of Object.values(RESOURCES[languageTag(code)] as Record<string, Tree>).flatMap((tree) => texts(tree))) {
        for (const match of text.matchAll(FORMATTED)) formats.add(match[2] ?? "");
      }
    }
    expect([...formats]).toEqual([...SUPPORTED_FORMATS]);
  });

  it("writes every formatted text as i18next's own formatter does, in every language", async () => {
    const values = {
      count: 12_345,
      from: 1_001,
      to: 1_050,
      total: 10_000,
      cards: 2_500,
      purchases: 1_234,
      others: 3,
      matches: 4_321,
      declined: 1_000,
    };
    for (const code of LANGUAGE_CODES) {
      const [shared, builtIn] = await Promise.all([instance(code, true), instance(code, false)]);
      const keys = Object.entries(RESOURCES[languageTag(code)] as Record<string, Tree>).flatMap(([ns, tree]) =>
        texts(tree)
          .filter(([, text]) => text.match(FORMATTED) !== null)
          .map(([key]) => `${ns}.${key.replace(PLURAL, "")}`),
      );
      expect(keys.length, code).toBeGreaterThan(10);
      for (const key of new Set(keys)) {
        const text = shared(key, values);
        expect(text, `${code} ${key}`).not.toMatch(/\{\{\s*\w+\s*,/);
        expect(text, `${code} ${key}`).toBe(builtIn(key, values));
      }
    }
  });

  it("writes numbers the page language's way", async () => {
    const arabic = await instance("ar", true);
    const english = await instance("en", true);
    const range = { from: 1, to: 50, count: 10_000 };
    expect(english("cards.range", range)).toContain("10,000");
    expect(arabic("cards.range", range)).toContain(new Intl.NumberFormat(languageTag("ar")).format(10_000));
  });
});
