import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "#app/i18n/config";
import { formatMoney } from "#app/i18n/format";
import { type LanguageCode, languageTag } from "#domain/languages";
import { text as mailText } from "#sandbox/messages";
import { RESOURCES } from "./all.server";

/**
 * Right-to-left pages and e-mails show Latin text and numbers the right way round (issue 36 item 4,
 * ADR 0197). A value between Arabic letters is reordered by the sentence (UAX #9: after Arabic letters,
 * digits are Arabic numbers, so "12-3456789" shows as «3456789-12» and "•••• 002" as «002 ••••»), unless
 * it is isolated: inside FSI/LRI … PDI a run is laid out on its own, in its own direction, and the
 * sentence moves it as one piece. `visibleRuns` returns each isolated run with the direction UAX #9
 * gives it (an LRI run is left to right; an FSI run takes the direction of its first strong letter, left
 * to right when it has none), so a test can check that the value reads in its own order.
 */
const RTL: readonly LanguageCode[] = ["ar", "da", "pa", "far"];
const FSI = "\u2068";
const LRI = "\u2066";
const PDI = "\u2069";
const STRONG_RTL = /[\p{Script=Arabic}\p{Script=Hebrew}\u200f\u061c]/u;
const STRONG = /[\p{L}\u200e\u200f\u061c]/u;

function visibleRuns(text: string): Array<{ run: string; dir: "ltr" | "rtl" }> {
  const runs: Array<{ run: string; dir: "ltr" | "rtl" }> = [];
  for (const match of text.matchAll(/([\u2066\u2068])([^\u2066-\u2069]*)\u2069/g)) {
    const [, opener, run = ""] = match;
    const first = STRONG.exec(run)?.[0];
    const dir = opener === LRI || first === undefined || !STRONG_RTL.test(first) ? "ltr" : "rtl";
    runs.push({ run, dir });
  }
  return runs;
}

/** The value shows as typed: it is a whole isolated run, left to right, with no right-to-left letter in it. */
function readsLeftToRight(rendered: string, value: string) {
  const runs = visibleRuns(rendered).filter(({ run }) => run === value);
  expect(runs, `«${value}» isolated in «${rendered}»`).not.toEqual([]);
  for (const { dir, run } of runs) {
    expect(dir, run).toBe("ltr");
    expect(run).not.toMatch(STRONG_RTL);
  }
  // Nothing of the value is left outside an isolate.
  expect(rendered.replace(/[\u2066\u2068][^\u2066-\u2069]*\u2069/g, "")).not.toContain(value);
}

async function t(code: LanguageCode) {
  const i18n = createInstance();
  for (const module of I18NEXT_MODULES) i18n.use(module);
  await i18n.init({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  return i18n.getFixedT(languageTag(code)) as unknown as (key: string, values?: Record<string, unknown>) => string;
}

describe("values read the right way round in right-to-left languages (issue 36 item 4)", () => {
  for (const code of RTL) {
    it(`${code}: a value the page isolated already is not isolated twice`, async () => {
      const tr = await t(code);
      const text = tr("notFound.object.card.missing", { id: "\u2068HB4M7R2KQ8\u2069", business: "\u2068Harbor Relief Network\u2069" });
      expect(text).toContain("\u2068HB4M7R2KQ8\u2069");
      expect(text).not.toContain("\u2068\u2068");
    });
    it(`${code}: the masked phone, an e-mail address, a card ending, an amount and a Latin name are isolated`, async () => {
      const tr = await t(code);
      readsLeftToRight(tr("auth.codeSentTo", { destination: "•••• 002" }), "•••• 002");
      readsLeftToRight(tr("auth.codeSentTo", { destination: "m•••@example.org" }), "m•••@example.org");
      readsLeftToRight(tr("cardholder.notifications.intro", { email: "amina@example.org" }), "amina@example.org");
      const amount = formatMoney(150_000, code);
      const pay = tr("recipients.review.pay", { amount, name: "Amina Yusuf", last4: "6789" });
      readsLeftToRight(pay, "Amina Yusuf");
      readsLeftToRight(pay, "6789");
      // An amount keeps the direction the language's own format gives it (Arabic's starts with RLM).
      expect(visibleRuns(pay).map(({ run }) => run)).toContain(amount);
      // The caps the texts name are values too.
      expect(visibleRuns(tr("validation.loadAmountMax")).length, code).toBe(1);
    });

    it(`${code}: the EIN and phone examples typed into the texts read as typed`, async () => {
      const tr = await t(code);
      readsLeftToRight(tr("onboarding.business.einHint"), "12-3456789");
      readsLeftToRight(tr("validation.einInvalid"), "12-3456789");
      readsLeftToRight(tr("validation.phoneInvalid"), "617 555 0142");
    });

    it(`${code}: plain-text e-mails isolate their values with Unicode isolates`, () => {
      readsLeftToRight(mailText(code, "otp.smsCardholder", { code: "123456" }), "123456");
      readsLeftToRight(mailText(code, "member.addedSubject", { business: "Harbor Relief Network" }), "Harbor Relief Network");
    });
  }

  it("left-to-right languages get the values as they are, with no isolate", async () => {
    const tr = await t("en");
    expect(tr("auth.codeSentTo", { destination: "•••• 002" })).toBe("We sent a 6-digit code to •••• 002. It works for 10 minutes.");
    expect(mailText("en", "member.addedSubject", { business: "Harbor" })).not.toMatch(/[\u2066-\u2069]/);
  });
});

describe("the isolate check itself", () => {
  it("sees a value that the sentence would reorder", () => {
    expect(() => readsLeftToRight("مثل 12-3456789.", "12-3456789")).toThrow();
    expect(() => readsLeftToRight(`مثل ${FSI}متن 12${PDI}.`, "متن 12")).toThrow();
    expect(() => readsLeftToRight(`مثل ${LRI}12-3456789${PDI}.`, "12-3456789")).not.toThrow();
  });
});
