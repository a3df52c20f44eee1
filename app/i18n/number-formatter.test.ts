import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "./config";
import { formatMoney } from "./format";
import { SUPPORTED_FORMATS } from "./number-formatter";

type Tree = { [key: string]: string | Tree };

/** Every text of a language with its key ("cards.range_other"). */
function texts(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[path, value] as [string, string]] : texts(value, path);
  });
}

/** The source text of a key ("validation.loadAmountMax") in a language. */
function raw(code: (typeof LANGUAGE_CODES)[number], key: string): string {
  const [ns = "", ...path] = key.split(".");
  const value = path.reduce<string | Tree | undefined>(
    (node, k) => (typeof node === "object" ? node[k] : undefined),
    (RESOURCES[languageTag(code)] as Record<string, Tree>)[ns],
  );
  if (typeof value !== "string") throw new Error(`${code}: no ${key}`);
  return value;
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
    expect([...formats].sort()).toEqual([...SUPPORTED_FORMATS].sort());
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
      done: 5,
      shown: 100,
    };
    // Spanish is written the US way (es-US, ADR 0196): i18next's own formatter would write "es" numbers.
    for (const code of LANGUAGE_CODES.filter((c) => c !== "es")) {
      const [shared, builtIn] = await Promise.all([instance(code, true), instance(code, false)]);
      const keys = Object.entries(RESOURCES[languageTag(code)] as Record<string, Tree>).flatMap(([ns, tree]) =>
        texts(tree)
          // i18next's own formatter has no `money` (the texts' caps, tested below).
          .filter(([, text]) => text.match(FORMATTED) !== null && !text.includes(", money}}"))
          .map(([key]) => `${ns}.${key.replace(PLURAL, "")}`),
      );
      expect(keys.length, code).toBeGreaterThan(10);
      for (const key of new Set(keys)) {
        const text = shared(key, values);
        expect(text, `${code} ${key}`).not.toMatch(/\{\{\s*\w+\s*,/);
        // The same text, but for the isolates around each value on right-to-left pages (ADR 0197).
        expect(text.replace(/[\u2068\u2069]/g, ""), `${code} ${key}`).toBe(builtIn(key, values));
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

  it("writes the caps the texts name in the page language's money format, never typed into the sentence (issue 36 item 2)", async () => {
    const caps = [
      { key: "validation.loadAmountMax", cents: 999_900 },
      { key: "validation.bankTransferAmountMax", cents: 5_000_000 },
      { key: "validation.fundingTransferAmountMax", cents: 100_000_000 },
      { key: "cardDetail.loadHint", cents: 999_900 },
      { key: "autoloads.create.amountHint", cents: 999_900 },
      { key: "cards.bulk.amountHint", cents: 999_900 },
      { key: "recipients.pay.amountHint", cents: 5_000_000 },
      { key: "imports.columns.amount", cents: 999_900 },
      { key: "imports.columns.paymentAmount", cents: 5_000_000 },
      { key: "validation.amountPositive", cents: 0 },
    ];
    for (const code of LANGUAGE_CODES) {
      const t = await instance(code, true);
      for (const { key, cents } of caps) {
        const text = t(key, {});
        // The language's own currency format, whole dollars without cents ("9 999 $US", "9999 USD").
        const expected = formatMoney(cents, code).replace(/[.,٫]\s*(00|٠٠|۰۰)(?=\D*$)/u, "");
        expect(text, `${code} ${key}`).toContain(expected);
        expect(text, `${code} ${key}`).not.toMatch(/\{\{/);
        // The source never types the amount itself.
        expect(raw(code, key), `${code} ${key}`).not.toMatch(/9[ ,.\u00a0\u202f]?999|50[ ,.\u00a0\u202f]?000|۹٬?۹۹۹|۵۰٬?۰۰۰|[$۰]\s?0|0 \$/);
      }
    }
    const french = await instance("fr", true);
    expect(french("validation.loadAmountMax", {})).toBe("Le montant du rechargement doit être inférieur à 9\u202f999\u00a0$US.");
    const polish = await instance("pl", true);
    expect(polish("validation.bankTransferAmountMax", {})).toBe("Kwota przelewu bankowego nie może przekraczać 50\u00a0000\u00a0USD.");
    const english = await instance("en", true);
    expect(english("validation.loadAmountMax", {})).toBe("Load amount must be less than $9,999.");
    const spanish = await instance("es", true);
    expect(spanish("cards.bulk.chosen", { cards: 2_500 })).toContain("2,500");
    expect(spanish("imports.columns.paymentAmount", {})).toContain("$50,000");
  });
});
