import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, type LanguageCode } from "#domain/languages";
import { TRANSLATIONS } from "./all.server";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const withoutPlaceholders = (s: string) => s.replace(/\{\{\s*\w+\s*\}\}/g, "").trim();

const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  ru: /[\u0400-\u04FF]/,
  uk: /[\u0400-\u04FF]/,
  zh: /[\u4E00-\u9FFF]/,
  da: /[\u0600-\u06FF]/,
  pa: /[\u0600-\u06FF]/,
  far: /[\u0600-\u06FF]/,
  ar: /[\u0600-\u06FF]/,
};

const english = flatten(TRANSLATIONS.en as unknown as Tree);

describe("translations", () => {
  for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
    describe(code, () => {
      const strings = flatten(TRANSLATIONS[code] as unknown as Tree);

      it("has exactly the English keys", () => {
        expect([...strings.keys()].sort()).toEqual([...english.keys()].sort());
      });

      it("keeps every placeholder and translates every string", () => {
        for (const [key, source] of english) {
          const value = strings.get(key) ?? "";
          expect(placeholders(value), `${code}:${key} placeholders`).toEqual(placeholders(source));
          if (withoutPlaceholders(source).length > 3) {
            expect(value, `${code}:${key} is an English copy`).not.toBe(source);
          }
        }
      });

      const script = SCRIPT[code];
      if (script) {
        it("is written in the language's script", () => {
          for (const [key, value] of strings) {
            if (withoutPlaceholders(english.get(key) ?? "").length > 3) {
              expect(value, `${code}:${key}`).toMatch(script);
            }
          }
        });
      }
    });
  }

  it("Dari is not a copy of Farsi", () => {
    const dari = flatten(TRANSLATIONS.da as unknown as Tree);
    const farsi = flatten(TRANSLATIONS.far as unknown as Tree);
    const same = [...dari].filter(([k, v]) => farsi.get(k) === v).length;
    expect(same).toBeLessThan(dari.size);
  });
});
