import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "#app/i18n/config";
import { formatMoney } from "#app/i18n/format";
import { shippingMethods } from "#domain/enums";
import { intlLocale, LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { parseAmountToCents } from "#domain/money";
import { MESSAGES } from "#sandbox/messages";
import { BANK_LINK_TEXT } from "#sandbox/views/bank-link";
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

  /** The confirmations a person reads before money moves, each with the values its component passes. */
  const REVIEWS: Array<{ key: string; values: Record<string, string> }> = [
    { key: "cardDetail.review.load", values: {} },
    { key: "cardDetail.review.withdraw", values: {} },
    { key: "cardDetail.review.withdrawAll", values: {} },
    { key: "cardDetail.review.transfer", values: { card: "KS84B3QCCD", name: "Amina Yusuf" } },
    { key: "funding.transfer.review", values: { from: "Harbor Relief Network", to: "Unity Rent Relief" } },
    { key: "recipients.review.pay", values: { name: "Amina Yusuf", last4: "6789" } },
    { key: "recipients.review.send", values: {} },
    { key: "cards.bulk.loadSummary", values: {} },
    { key: "cards.bulk.total", values: {} },
    { key: "cards.bulk.confirm.load", values: {} },
    { key: "autoloads.review.create", values: { name: "Rent", frequency: "weekly" } },
  ];

  for (const code of LANGUAGE_CODES) {
    it(`${code}: every money confirmation shows the amount exactly as it will move, and no raw placeholder`, async () => {
      const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
      await i18n.init();
      const t = i18n.t.bind(i18n) as unknown as (key: string, values?: Record<string, string>) => string;
      // $1,500.00 in the page's own way of writing it ("1500,00 USD" in Polish): the amount a person typed as
      // "1500" or "1500,00", never read as 1.5 or 1,500,000.
      const amount = formatMoney(150_000, code);
      expect(amount).toMatch(/1|١|۱/);
      for (const { key, values } of REVIEWS) {
        const rendered = t(key, { ...values, amount, total: amount });
        expect(rendered, `${code}: ${key}`).not.toBe(key);
        expect(rendered, `${code}: ${key}`).toContain(amount);
        expect(rendered.split(amount).length - 1, `${code}: ${key} shows the amount once`).toBe(1);
        expect(rendered, `${code}: ${key}`).not.toMatch(/\{\{|\}\}/);
        for (const value of Object.values(values)) expect(rendered, `${code}: ${key}`).toContain(value);
      }
      // The refusal of an ambiguous amount takes no value and shows the example 25.50 the parser reads.
      const ambiguous = t("validation.amountAmbiguous");
      expect(ambiguous).not.toBe("validation.amountAmbiguous");
      expect(ambiguous).not.toMatch(/\{\{|\}\}/);
      expect(ambiguous).toContain("25.50");
      expect(parseAmountToCents("1,500")).toEqual({ ok: false, error: "amountAmbiguous" });
    });
  }

  it("in English the review reads $1,500.00", () => {
    expect(formatMoney(150_000, "en")).toBe("$1,500.00");
  });

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

describe("the amount errors name the format the reader types (issue 36 item 3)", () => {
  /** Every example amount in a text, in any of the digits a keyboard types ("25.50", "25,50", "۲۵٫۵۰"). */
  const EXAMPLE = /[0-9٠-٩۰-۹]+[.,٫][0-9٠-٩۰-۹]{2}(?![0-9٠-٩۰-۹])/gu;
  for (const code of LANGUAGE_CODES) {
    it(`${code}: the invalid-amount and decimals messages show 25.50 as the language writes it, and the parser reads it`, () => {
      // The language's own way of writing 25.50 (fr «25,50», fa «۲۵٫۵۰»); Arabic adds its keyboard's digits.
      const own = [new Intl.NumberFormat(intlLocale(code), { minimumFractionDigits: 2 }).format(25.5)];
      if (code === "ar") own.push(new Intl.NumberFormat("ar-u-nu-arab", { minimumFractionDigits: 2 }).format(25.5));
      for (const key of ["validation.amountInvalid", "validation.amountDecimals"]) {
        const message = text(code, key);
        for (const example of own) expect(message, `${code}: ${key}`).toContain(example.replace(/\u066b/, "٫"));
        const examples = [...message.matchAll(EXAMPLE)].map((m) => m[0]);
        for (const example of examples) expect(parseAmountToCents(example), `${code}: ${example}`).toEqual({ ok: true, cents: 2550 });
      }
    });
  }
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
  const flat = (code: LanguageCode) => {
    const out = new Map<string, string>();
    const walk = (tree: Tree, prefix: string) => {
      for (const [k, v] of Object.entries(tree)) typeof v === "string" ? out.set(`${prefix}${k}`, v) : walk(v, `${prefix}${k}.`);
    };
    walk(RESOURCES[languageTag(code)] as Tree, "");
    return out;
  };

  it("fewer than 40 % of the strings are the same (the review found 25 %)", () => {
    const dari = flat("da");
    const farsi = flat("far");
    const same = [...dari].filter(([k, v]) => farsi.get(k) === v).length;
    expect(same / dari.size).toBeLessThan(0.4);
  });

  it("the bulk-action strings use Dari's own words where Dari differs (مقدار, حالا, جواب, معلوم, کار شان)", () => {
    for (const key of [
      "cards.bulk.amount",
      "cards.bulk.accountBalance",
      "cards.bulk.confirm.load",
      "cards.bulk.nothingToDo",
      "cards.bulk.resultApplied",
      "cards.bulk.resultNotApplied",
      "cards.bulk.outcomes.failed",
      "cards.bulk.errors.scopeRequired",
    ]) {
      expect(text("da", key), key).not.toBe(text("far", key));
    }
    expect(text("da", "cards.bulk.amount")).toContain("مقدار");
    expect(text("da", "cards.bulk.outcomes.failed")).toContain("جواب");
  });

  it("the developer pages use Dari's own words too (the review found 16 strings copied from Farsi)", () => {
    const dari = [...flat("da")].filter(([k]) => k.startsWith("developers."));
    const farsi = flat("far");
    const same = dari.filter(([k, v]) => farsi.get(k) === v).map(([k]) => k);
    // Technical words both languages write alike (API, JSON, the header names) may match; whole sentences may not.
    expect(same.length / dari.length, same.join(", ")).toBeLessThan(0.4);
    for (const key of ["developers.errorsBody", "developers.groupsHeading", "developers.allGroups", "developers.authNone"]) {
      expect(text("da", key), key).not.toBe(text("far", key));
    }
    expect(text("da", "developers.response")).toBe("جواب");
    expect(text("da", "developers.errorsBody")).toContain("لست");
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

describe("Polish speaks to the reader one way (docs/translations.md, register)", () => {
  // The decision: the informal singular ("Ty": "Wpisz kod", "Twoja karta"), as Polish public services and
  // banks write, never the formal plural ("Państwo", "Proszę wpisać", "Prosimy spróbować"), and no form that
  // assumes the reader's gender ("mógł", "sam").
  it("no formal address, no request formula, no gendered form in any Polish string", () => {
    const flat: Array<[string, string]> = [];
    const walk = (tree: Tree, prefix: string) => {
      for (const [k, v] of Object.entries(tree)) typeof v === "string" ? flat.push([`${prefix}${k}`, v]) : walk(v, `${prefix}${k}.`);
    };
    walk(RESOURCES[languageTag("pl")] as Tree, "");
    expect(flat.length).toBeGreaterThan(500);
    // The sandbox's Polish e-mails and texts, and its bank page, are read by the same people (issue 36 item 7).
    for (const [k, v] of Object.entries(MESSAGES.pl)) flat.push([`mail.${k}`, v]);
    for (const [k, v] of Object.entries(BANK_LINK_TEXT.pl)) flat.push([`bankLink.${k}`, v]);
    const formal = /(?<!\p{L})(Państw\p{L}*|Proszę|Prosimy|Pan|Pani|mógł|mogła|mógłbyś|mogłabyś|zrobiłeś|zrobiłaś|sam|sama)(?!\p{L})/iu;
    expect(flat.filter(([, v]) => formal.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    // First and second person past tense says the speaker's or the reader's gender ("Zgubiłem", "prosiłeś(-aś)").
    // Nouns in the instrumental end the same way ("hasłem", "zespołem") and say nothing of anyone's gender.
    const NOUNS = new Set(["hasłem", "zespołem", "działem", "kołem", "stołem"]);
    const gendered = (v: string) =>
      /\(-?(a|aś|am)\)/u.test(v) ||
      [...v.matchAll(/(?<!\p{L})\p{L}+(łem|łam|łeś|łaś|łbym|łabym)(?!\p{L})/giu)].some((m) => !NOUNS.has(m[0].toLowerCase()));
    expect(flat.filter(([, v]) => gendered(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
    // The informal address is what the strings do use.
    expect(flat.some(([, v]) => /\bTwoj/u.test(v))).toBe(true);
  });
});

describe("a velocity decline is a spending limit, in one key (issue 36 item 5)", () => {
  // The spend rule behind it caps an amount ("Purchases above this amount…"), not a number of purchases:
  // each language's spend word (the glossary's "spend rules"), never "number"/"frequency" of transactions.
  const SPENDING: Record<LanguageCode, RegExp> = {
    en: /^Velocity Limit Exceeded$/,
    es: /gasto/,
    fr: /dépenses/,
    pl: /wydatków/,
    ru: /расходов/,
    uk: /витрат/,
    zh: /消费/,
    sw: /matumizi/,
    da: /مصرف/,
    pa: /لګښت/,
    far: /هزینه‌کرد/,
    ar: /الإنفاق/,
  };
  const NUMBER_OF = /número|transacciones|nombre|liczby|частоты|частоти|频率|idadi|تعداد|شمېر|عدد/;

  for (const code of LANGUAGE_CODES) {
    it(`${code}: common.decline.velocityLimitExceeded names the spending limit, and no other key names the decline`, () => {
      const reason = text(code, "common.decline.velocityLimitExceeded");
      expect(reason).toMatch(SPENDING[code]);
      expect(reason).not.toMatch(NUMBER_OF);
      // «رد شد» is the glossary's "declined": "the spending cap was declined" is not what happened.
      if (code === "far" || code === "da") expect(reason).not.toMatch(/رد شد/);
      for (const ns of ["cardDetail", "cardholder"]) expect(() => text(code, `${ns}.decline.velocityLimitExceeded`)).toThrow();
    });
  }
});

describe("Arabic counts agree with their number (issue 36 item 7)", () => {
  // A counted noun after a number takes a different form for 1, 2, 3-10, 11-99 and 100 («صف»، «صفان»،
  // «صفوف»، «صفًا»): a text that is not a plural key names the count as a value ("the rows done: 5 of 120").
  it("the import progress and the first rows with problems read right for every total", async () => {
    const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag("ar"), resources: RESOURCES });
    for (const module of I18NEXT_MODULES) i18n.use(module);
    await i18n.init();
    const t = i18n.t.bind(i18n) as unknown as (key: string, values?: Record<string, number>) => string;
    for (const total of [1, 2, 3, 10, 11, 99, 100, 101, 1_000]) {
      for (const text of [
        t("imports.progress.running", { done: 1, total }),
        t("imports.progress.paused", { done: 1, total }),
        t("imports.preview.moreErrors", { shown: total }),
      ]) {
        expect(text).not.toMatch(/\{\{/);
        // No noun for "row" right after a number: the number stands on its own.
        expect(text, text).not.toMatch(/[0-9٠-٩]\u2069?\s*(صف|صفوف|صفًا|صفا)(?!\p{L})/u);
        expect(text).toContain(new Intl.NumberFormat("ar").format(total));
      }
    }
    expect(t("orders.holderAndOthers", { name: "Amina", count: 3 } as never)).toContain("آخرون");
  });
});
