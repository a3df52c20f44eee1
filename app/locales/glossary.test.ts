import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { MESSAGES } from "#sandbox/messages";
import { RESOURCES } from "./all.server";
import { DARI_WORDS, GLOSSARY, type GlossaryEntry, NEVER_CONFUSED, type Translation } from "./glossary";

type Tree = { [key: string]: string | Tree };

function strings(code: (typeof LANGUAGE_CODES)[number]): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (tree: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === "string") out.set(path, value);
      else walk(value, path);
    }
  };
  walk(RESOURCES[languageTag(code)] as Tree, "");
  return out;
}

const english = strings("en");
const TRANSLATIONS = LANGUAGE_CODES.filter((code): code is Translation => code !== "en");
const byTerm = new Map(GLOSSARY.map((entry) => [entry.term, entry]));

/** The keys whose English uses the entry's term in its sense here. */
function keysUsing(entry: GlossaryEntry): string[] {
  return [...english]
    .filter(([key, text]) => entry.english.test(text) && !entry.except?.[key.replace(/_(zero|one|two|few|many|other)$/, "")])
    .map(([key]) => key);
}

describe("glossary (issue 23)", () => {
  it("has the terms that carry money or consequences, each with a rendering in every language", () => {
    expect(GLOSSARY.length).toBeGreaterThanOrEqual(30);
    for (const entry of GLOSSARY) expect(Object.keys(entry.renderings).sort(), entry.term).toEqual([...TRANSLATIONS].sort());
    for (const [a, b] of NEVER_CONFUSED) {
      expect(byTerm.has(a), a).toBe(true);
      expect(byTerm.has(b), b).toBe(true);
    }
  });

  it("each entry's English pattern finds strings (the check below is not vacuous)", () => {
    for (const entry of GLOSSARY) expect(keysUsing(entry).length, entry.term).toBeGreaterThan(0);
    // Its exceptions are real keys that do match (a stale exception would hide nothing and mislead).
    for (const entry of GLOSSARY) {
      for (const key of Object.keys(entry.except ?? {})) {
        expect(english.get(key), `${entry.term}: exception ${key}`).toMatch(entry.english);
      }
    }
  });

  for (const code of TRANSLATIONS) {
    it(`${code}: every string that uses a term uses its one rendering`, () => {
      const translated = strings(code);
      const wrong: string[] = [];
      for (const entry of GLOSSARY) {
        for (const key of keysUsing(entry)) {
          // Plural forms: the language's own keys of that base.
          const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
          const forms = [...translated].filter(([k]) => k === key || k.replace(/_(zero|one|two|few|many|other)$/, "") === base);
          for (const [k, text] of forms) {
            if (!entry.renderings[code].test(text)) wrong.push(`${entry.term} ${entry.renderings[code]} — ${k}: ${text}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    });

    it(`${code}: freeze, lock and close never share a word`, () => {
      const translated = strings(code);
      const mixed: string[] = [];
      for (const [a, b] of NEVER_CONFUSED) {
        for (const [term, other] of [
          [a, b],
          [b, a],
        ] as const) {
          const entry = byTerm.get(term);
          const rival = byTerm.get(other);
          if (!entry || !rival) continue;
          // Strings of one term that do not also speak of the other (a status text may name both).
          for (const key of keysUsing(entry).filter((k) => !rival.english.test(english.get(k) ?? ""))) {
            const text = translated.get(key) ?? "";
            if (rival.renderings[code].test(text)) mixed.push(`${term} uses ${other}'s ${rival.renderings[code]} — ${key}: ${text}`);
          }
        }
      }
      expect(mixed).toEqual([]);
    });
  }
});

describe("Dari uses Dari's words, not Farsi's (issue 36 item 6)", () => {
  const dari = strings("da");
  // The sandbox's e-mails and texts in Dari are read by the same people.
  for (const [key, text] of Object.entries(MESSAGES.da)) dari.set(`mail.${key}`, text);
  for (const word of DARI_WORDS) {
    it(`Dari «${word.dari.source}» for ${word.term}, never the Farsi ${word.farsi}`, () => {
      const farsi = [...dari].filter(([, text]) => word.farsi.test(text)).map(([key, text]) => `${key}: ${text}`);
      expect(farsi).toEqual([]);
      // The word is in use (the check is not vacuous), and where English names the term Dari has its word.
      expect(
        [...dari.values()].some((text) => word.dari.test(text)),
        word.term,
      ).toBe(true);
      if (word.english) {
        const pattern = word.english;
        const missing = [...english]
          .filter(([key, text]) => pattern.test(text) && dari.has(key) && /\p{Script=Arabic}/u.test(dari.get(key) ?? ""))
          .filter(([key]) => !word.dari.test(dari.get(key) ?? ""))
          .map(([key]) => `${key}: ${dari.get(key)}`);
        expect(missing, word.term).toEqual([]);
      }
    });
  }
});
