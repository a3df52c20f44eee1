import { createInstance } from "i18next";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { getI18n, getLocale, i18nMiddleware } from "#app/middleware/i18n";
import { LANGUAGE_CODES, type LanguageCode, languageTag } from "#domain/languages";
import { I18NEXT_OPTIONS } from "./config";

async function instance(code: LanguageCode) {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  return i18n;
}

describe("i18next", () => {
  it("reads the namespace from the key's first segment", async () => {
    const i18n = await instance("fr");
    expect(i18n.t("cards.title")).toBe("Cartes");
    expect(i18n.t("orders.statuses.shipped")).toBe("Expédiée");
  });

  it("types its keys", async () => {
    const i18n = await instance("en");
    // @ts-expect-error: not a key of the English strings
    expect(i18n.t("cards.nope")).toBe("nope");
    // @ts-expect-error: a known key under the wrong namespace
    expect(i18n.t("shell.title")).toBe("title");
  });

  it("chooses plural forms by the language's rules, with its digits", async () => {
    expect((await instance("en")).t("shell.sessionEnding", { count: 1 })).toContain("1 minute because");
    expect((await instance("en")).t("shell.sessionEnding", { count: 2 })).toContain("2 minutes");
    const ar = await instance("ar");
    expect(ar.t("shell.sessionEnding", { count: 2 })).toContain("دقيقتين");
    expect(ar.t("shell.sessionEnding", { count: 5 })).toContain("دقائق");
    const ru = await instance("ru");
    expect(ru.t("shell.sessionEnding", { count: 2 })).toContain("2 минуты");
    expect(ru.t("shell.sessionEnding", { count: 5 })).toContain("5 минут,");
    expect((await instance("pl")).t("shell.sessionEnding", { count: 5 })).toContain("5 minut.");
    // Farsi counts in Persian digits; "far" would have given i18next no plural rules at all.
    expect((await instance("far")).t("shell.sessionEnding", { count: 2 })).toContain("۲");
  });
});

describe("i18nMiddleware", () => {
  for (const code of LANGUAGE_CODES) {
    it(`keeps ?lang=${code} whole and gives i18next its tag`, async () => {
      const context = new RouterContextProvider();
      const request = new Request(`https://example.test/?lang=${code}`);
      const response = await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
        expect(getLocale(context)).toBe(code);
        expect(getI18n(context).language).toBe(languageTag(code));
        return new Response("ok");
      });
      expect(response?.headers.get("Set-Cookie")).toContain(`__Host-lang=${code};`);
    });
  }

  it("detects from Accept-Language as before: Danish is not Dari, fa-AF is", async () => {
    for (const [header, code] of [
      ["da-DK,da;q=0.9", "en"],
      ["fa-AF", "da"],
      ["fa-IR", "far"],
      ["ps", "pa"],
      ["zh-CN", "zh"],
    ] as const) {
      const context = new RouterContextProvider();
      const request = new Request("https://example.test/", { headers: { "Accept-Language": header } });
      await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
        expect(getLocale(context), header).toBe(code);
        return new Response("ok");
      });
    }
  });
});
