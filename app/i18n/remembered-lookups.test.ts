import { createInstance } from "i18next";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { getI18n, i18nMiddleware } from "#app/middleware/i18n";
import { languageTag } from "#domain/languages";
import { I18NEXT_OPTIONS } from "./config";
import { remembering, rememberLookups } from "./remembered-lookups";

/** A fixed `t` as the tests call it (any key, any options). */
type Fixed = ((key: string, options?: object) => string) & { lng?: unknown; ns?: unknown };

async function arabic() {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag("ar"), resources: RESOURCES });
  await i18n.init();
  return i18n;
}

describe("remembered lookups", () => {
  it("translate as i18next does, keys alone, with options, plurals and interpolation", async () => {
    const i18n = await arabic();
    const plain = i18n.getFixedT(languageTag("ar"), ["common", "cards"]) as unknown as Fixed;
    rememberLookups(i18n);
    const t = i18n.getFixedT(languageTag("ar"), ["common", "cards"]) as unknown as Fixed;
    for (let round = 0; round < 2; round++) {
      expect(t("cards.title")).toBe(plain("cards.title"));
      expect(t("cards.statuses.active")).toBe(plain("cards.statuses.active"));
      for (const count of [0, 1, 2, 5, 11, 100]) {
        expect(t("shell.sessionEnding", { count })).toBe(plain("shell.sessionEnding", { count }));
      }
      expect(t("cards.range", { from: 1, to: 50, total: 150 })).toBe(plain("cards.range", { from: 1, to: 50, total: 150 }));
    }
    expect(t.lng).toBe(plain.lng);
    expect(t.ns).toEqual(plain.ns);
  });

  it("ask i18next once per key without options, every time with options", () => {
    const asked: unknown[][] = [];
    const call = remembering((...args: unknown[]) => {
      asked.push(args);
      return `text of ${String(args[0])}`;
    });
    expect([call("a.b"), call("a.b"), call("a.c"), call("a.b")]).toEqual(["text of a.b", "text of a.b", "text of a.c", "text of a.b"]);
    expect(asked).toEqual([["a.b"], ["a.c"]]);
    call("a.b", { count: 2 });
    call("a.b", { count: 2 });
    expect(asked).toHaveLength(4);
  });

  it("are what the request's instance gives components", async () => {
    const context = new RouterContextProvider();
    const request = new Request("https://example.test/?lang=fr");
    await i18nMiddleware({ request, context, params: {}, unstable_pattern: "/" } as never, async () => {
      const t = getI18n(context).getFixedT("fr", "cards") as unknown as Fixed;
      expect(t("cards.title")).toBe("Cartes");
      expect(t("cards.title")).toBe("Cartes");
      return new Response("ok");
    });
  });
});
