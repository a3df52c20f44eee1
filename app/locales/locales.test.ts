import { describe, expect, it } from "vitest";
import { NAMESPACES } from "#app/i18n/namespaces";
import { LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { RESOURCES } from "./all.server";
import { LOCALE_MODULE_PATHS, namespaceLoader } from "./index";

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

function strings(code: LanguageCode): Map<string, string> {
  return flatten(RESOURCES[languageTag(code)] as Tree);
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
/** Plural forms are one key for these checks: `shell.sessionEnding_few` -> `shell.sessionEnding`. */
const base = (key: string) => PLURAL.exec(key)?.[1] ?? key;
const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const withoutPlaceholders = (s: string) => s.replace(/\{\{[^}]*\}\}/g, "").trim();

const SCRIPT: Partial<Record<LanguageCode, RegExp>> = {
  ru: /[\u0400-\u04FF]/,
  uk: /[\u0400-\u04FF]/,
  zh: /[\u4E00-\u9FFF]/,
  da: /[\u0600-\u06FF]/,
  pa: /[\u0600-\u06FF]/,
  far: /[\u0600-\u06FF]/,
  ar: /[\u0600-\u06FF]/,
};

const english = strings("en");
const englishBases = new Set([...english.keys()].map(base));
/** English text of a key or plural base: its `other` form for plurals. */
const source = (key: string) => english.get(key) ?? english.get(`${base(key)}_other`) ?? "";
const pluralBases = [...new Set([...english.keys()].filter((k) => PLURAL.test(k)).map(base))];

describe("translations", () => {
  it("has one module per language and namespace, and nothing else", () => {
    const expected = LANGUAGE_CODES.flatMap((code) => NAMESPACES.map((ns) => `./${code}/${ns}.ts`)).sort();
    expect([...LOCALE_MODULE_PATHS].sort()).toEqual(expected);
  });

  for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
    describe(code, () => {
      const translated = strings(code);

      it("has exactly the English keys (plural forms aside)", () => {
        expect([...new Set([...translated.keys()].map(base))].sort()).toEqual([...englishBases].sort());
        for (const key of translated.keys()) {
          if (!PLURAL.test(key)) expect(english.has(key), `${code}:${key} is not an English key`).toBe(true);
        }
      });

      it("keeps every placeholder and translates every string", () => {
        for (const [key, value] of translated) {
          const english = source(key);
          const expected = placeholders(english);
          const found = placeholders(value);
          if (PLURAL.test(key) && !key.endsWith("_other")) {
            // A form for one exact number may spell it out ("دقيقتين": two minutes) instead of {{count}}.
            for (const name of found) expect(expected, `${code}:${key} placeholders`).toContain(name);
          } else {
            expect(found, `${code}:${key} placeholders`).toEqual(expected);
          }
          if (withoutPlaceholders(english).length > 3) {
            expect(value, `${code}:${key} is an English copy`).not.toBe(english);
          }
        }
      });

      const script = SCRIPT[code];
      if (script) {
        it("is written in the language's script", () => {
          for (const [key, value] of translated) {
            if (withoutPlaceholders(source(key)).length > 3) expect(value, `${code}:${key}`).toMatch(script);
          }
        });
      }
    });
  }

  describe("plural forms", () => {
    it("exist (the check below is not vacuous)", () => {
      expect(pluralBases.length).toBeGreaterThan(0);
    });
    for (const code of LANGUAGE_CODES) {
      it(`${code} has exactly the forms Intl.PluralRules("${languageTag(code)}") needs`, () => {
        const needed = new Intl.PluralRules(languageTag(code)).resolvedOptions().pluralCategories.slice().sort();
        const translated = strings(code);
        for (const pluralBase of pluralBases) {
          const forms = [...translated.keys()].filter((k) => base(k) === pluralBase).map((k) => PLURAL.exec(k)?.[2]);
          expect(forms.sort(), `${code}:${pluralBase}`).toEqual(needed);
        }
      });
    }
  });

  it("Dari is not a copy of Farsi", () => {
    const dari = strings("da");
    const farsi = strings("far");
    const same = [...dari].filter(([k, v]) => farsi.get(k) === v).length;
    expect(same).toBeLessThan(dari.size);
  });
});

describe("the browser's strings", () => {
  it("loads one language's namespace from that language's module", async () => {
    const french = await namespaceLoader("fr", "cards")();
    expect(french.default).toBe(RESOURCES.fr?.cards);
    const dari = await namespaceLoader("da", "shell")();
    expect(dari.default).toBe(RESOURCES["fa-AF"]?.shell);
  });

  it("a language's modules import no other language", () => {
    const sources = import.meta.glob<string>("./*/*.ts", { query: "?raw", import: "default", eager: true });
    expect(Object.keys(sources).length).toBe(LANGUAGE_CODES.length * NAMESPACES.length);
    for (const [path, text] of Object.entries(sources)) {
      for (const [, from] of text.matchAll(/^import (?!type )[^;]*from "([^"]+)"/gm)) {
        expect(from, `${path} imports ${from} at run time`).not.toMatch(/locales|^\.\.?\//);
      }
    }
  });
});
