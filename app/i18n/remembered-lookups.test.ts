import { createInstance } from "i18next";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RESOURCES } from "#app/locales/all.server";
import { getI18n, i18nMiddleware } from "#app/middleware/i18n";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { I18NEXT_MODULES, I18NEXT_OPTIONS } from "./config";
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

  it("fill every text's placeholders as i18next does, in every language, asking for each text once", async () => {
    const PLURAL = /_(zero|one|two|few|many|other)$/;
    let filled = 0;
    for (const code of LANGUAGE_CODES) {
      const lng = languageTag(code);
      const i18n = createInstance({ ...I18NEXT_OPTIONS, lng, resources: RESOURCES });
      for (const module of I18NEXT_MODULES) i18n.use(module);
      await i18n.init();
      const plain = i18n.getFixedT(lng) as unknown as Fixed;
      const texts: [string, string][] = [];
      const walk = (prefix: string, node: unknown) => {
        if (typeof node === "string") texts.push([prefix, node]);
        else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(prefix ? `${prefix}.${k}` : k, v);
      };
      walk("", RESOURCES[lng]);
      const asked: unknown[][] = [];
      const t = remembering(
        ((...args: unknown[]) => {
          asked.push(args);
          return (plain as (...a: unknown[]) => unknown)(...args);
        }) as never,
        lng,
      ) as unknown as Fixed;
      for (const [key, text] of texts) {
        if (!text.includes("{{") || PLURAL.test(key)) continue;
        const values: Record<string, string | number> = {};
        for (const [, name, format] of text.matchAll(/\{\{\s*([\w$]+)\s*(?:,\s*(\w+))?/g)) {
          if (name === undefined) continue;
          values[name] = format === "money" ? 1_234_550 : format === "number" ? 10_000 : name.length % 2 ? "Ana López" : 42;
        }
        // One value left out: the default variables (or i18next) answer for it.
        const first = Object.keys(values)[0];
        const partial = Object.fromEntries(Object.entries(values).filter(([name]) => name !== first));
        expect(t(key, values), `${lng} ${key}`).toBe(plain(key, values));
        expect(t(key, values), `${lng} ${key} again`).toBe(plain(key, values));
        if (first) expect(t(key, partial), `${lng} ${key} without ${first}`).toBe(plain(key, partial));
        filled++;
      }
      // The row label of the cards list: its text asked for once, never interpolated by i18next when both
      // values are given (only the call that left one out went to i18next).
      const selectCard = asked.filter(([key]) => key === "cards.bulk.selectCard").map(([, options]) => Object.keys(options as object));
      expect(selectCard).toEqual([["skipInterpolation"], ["last6"]]);
    }
    expect(filled).toBeGreaterThan(12 * 100);
  });

  it("share one memory per language, namespaces and key prefix among components and requests made from the same texts", async () => {
    const lng = languageTag("ar");
    const texts = structuredClone(RESOURCES);
    const request = async (resources: typeof RESOURCES) => {
      const i18n = createInstance({ ...I18NEXT_OPTIONS, lng, resources });
      await i18n.init();
      rememberLookups(i18n);
      return { i18n, asked: vi.spyOn(i18n, "t") };
    };
    const one = await request(texts);
    const first = one.i18n.getFixedT(lng, ["common", "cards"]) as unknown as Fixed;
    const second = one.i18n.getFixedT(lng, ["common", "cards"]) as unknown as Fixed;
    const other = one.i18n.getFixedT(lng, "cards", "statuses") as unknown as Fixed;
    expect([first("cards.title"), second("cards.title")]).toEqual([first("cards.title"), first("cards.title")]);
    expect(one.asked).toHaveBeenCalledTimes(1);
    expect(other("active")).toBe(first("cards.statuses.active"));
    expect(one.asked).toHaveBeenCalledTimes(3);
    // The next request, made from the same texts, asks i18next nothing it has already answered.
    const two = await request(texts);
    expect((two.i18n.getFixedT(lng, ["common", "cards"]) as unknown as Fixed)("cards.title")).toBe(first("cards.title"));
    expect(two.asked).not.toHaveBeenCalled();
    // Texts read anew (another deploy's) have their own memory; a language whose texts are not there, none shared.
    const three = await request(structuredClone(RESOURCES));
    (three.i18n.getFixedT(lng, ["common", "cards"]) as unknown as Fixed)("cards.title");
    expect(three.asked).toHaveBeenCalledTimes(1);
    const empty = await request({});
    const missing = empty.i18n.getFixedT(lng, "cards") as unknown as Fixed;
    expect(missing("cards.title")).not.toBe(first("cards.title"));
    const later = await request({});
    (later.i18n.getFixedT(lng, "cards") as unknown as Fixed)("cards.title");
    expect(later.asked).toHaveBeenCalledTimes(1);
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
