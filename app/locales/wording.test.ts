import { describe, expect, it } from "vitest";
import { shippingMethods } from "#domain/enums";
import { LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { parseAmountToCents } from "#domain/money";
import { RESOURCES } from "./all.server";

/** Words that mislead (issue 23, docs/translations.md): the amount hints, the shipment message, Dari. */

type Tree = { [key: string]: string | Tree };
const text = (code: LanguageCode, key: string): string => {
  const value = key
    .split(".")
    .reduce<string | Tree | undefined>((node, k) => (typeof node === "object" ? node[k] : undefined), RESOURCES[languageTag(code)] as Tree);
  if (typeof value !== "string") throw new Error(`${code}: ${key} is not a string`);
  return value;
};

describe("amounts typed the local way", () => {
  for (const code of LANGUAGE_CODES) {
    it(`${code}: the load hint and the amount messages show an example that the parser reads as 25.50`, () => {
      for (const key of ["cardDetail.loadHint", "validation.amountInvalid", "validation.amountAmbiguous", "validation.amountDecimals"]) {
        const examples = [...text(code, key).matchAll(/\d+[.,]\d{2}(?!\d)/g)].map((m) => m[0]);
        expect(examples, `${code}: ${key}`).toContain("25.50");
        for (const example of examples.filter((e) => e.startsWith("25")))
          expect(parseAmountToCents(example), example).toEqual({ ok: true, cents: 2550 });
      }
    });
  }

  it("Polish, Russian and Ukrainian hints show both marks the parser accepts, and no comma-grouped cap beside them", () => {
    for (const code of ["pl", "ru", "uk"] as const) {
      const hint = text(code, "cardDetail.loadHint");
      expect(hint, code).toContain("25.50");
      expect(hint, code).toContain("25,50");
      expect(hint, code).not.toContain("9,999");
      expect(parseAmountToCents("25,50")).toEqual({ ok: true, cents: 2550 });
    }
  });
});

describe("the shipment-method message speaks the dropdown's words", () => {
  for (const code of LANGUAGE_CODES) {
    it(`${code}: names each choice as the order form shows it, and no code`, () => {
      const message = text(code, "validation.shipmentMethodInvalid");
      for (const method of shippingMethods) {
        expect(message, method).toContain(text(code, `orders.shipping.${method}`));
        expect(message).not.toContain(method);
      }
    });
  }
});

describe("Dari is not a copy of Farsi", () => {
  it("fewer than 40 % of the strings are the same (the review found 25 %)", () => {
    const flat = (code: LanguageCode) => {
      const out = new Map<string, string>();
      const walk = (tree: Tree, prefix: string) => {
        for (const [k, v] of Object.entries(tree)) typeof v === "string" ? out.set(`${prefix}${k}`, v) : walk(v, `${prefix}${k}.`);
      };
      walk(RESOURCES[languageTag(code)] as Tree, "");
      return out;
    };
    const dari = flat("da");
    const farsi = flat("far");
    const same = [...dari].filter(([k, v]) => farsi.get(k) === v).length;
    expect(same / dari.size).toBeLessThan(0.4);
  });
});

describe("closing a card says it is permanent (issue 23 item 1)", () => {
  // The word each language uses for "for good" in the close confirmation: a translation that drops it
  // would let an administrator close a card (which cannot be undone) meaning to freeze it.
  const PERMANENT: Record<LanguageCode, RegExp> = {
    en: /permanent/,
    es: /definitivo/,
    fr: /définitive/,
    pl: /ostateczne/,
    ru: /окончательно/,
    zh: /永久/,
    uk: /остаточне/,
    sw: /kamwe/,
    da: /برای همیشه/,
    pa: /د تل لپاره/,
    far: /دائمی/,
    ar: /نهائي/,
  };
  for (const code of LANGUAGE_CODES) {
    it(`${code}: the close confirmation names it as permanent`, () => {
      expect(text(code, "cardDetail.confirm.close.body")).toMatch(PERMANENT[code]);
    });
  }
});
