import { afterEach, describe, expect, it, vi } from "vitest";

// The build's file names (vite.config.ts writes them; the test gives two).
vi.mock("virtual:beacon-locale-assets", () => ({
  default: { fr: "/assets/locales/fr.0123456789.json", ar: "/assets/locales/ar.0123456789.json" },
  NAMESPACE_FILES: { fr: { cards: "/assets/locales/fr/cards.0123456789.json", common: "/assets/locales/fr/common.9876543210.json" } },
}));

/** A fresh isolate: the module's state (the languages read so far) starts empty. */
async function freshIsolate() {
  vi.resetModules();
  return import("./server");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the server reads the texts per language (ADR 0225)", () => {
  it("an isolate holds only the languages it served, each whole", async () => {
    const { LOADED_RESOURCES, loadLanguage } = await freshIsolate();
    expect(Object.keys(LOADED_RESOURCES)).toEqual([]);
    await Promise.all([loadLanguage("ar", undefined), loadLanguage("ar", undefined)]);
    expect(Object.keys(LOADED_RESOURCES)).toEqual(["ar"]);
    await loadLanguage("far", undefined);
    expect(Object.keys(LOADED_RESOURCES).sort()).toEqual(["ar", "fa"]);
    // Every namespace of the language, as the sources have it.
    const { default: cards } = await import("./fr/cards");
    await loadLanguage("fr", undefined);
    expect(LOADED_RESOURCES.fr?.cards).toEqual(cards);
    expect(Object.keys(LOADED_RESOURCES.fr ?? {})).toHaveLength(Object.keys(LOADED_RESOURCES.ar ?? {}).length);
  });

  it("a build reads one JSON file per language from the Worker's static assets, once, and tries again after a failure", async () => {
    vi.stubEnv("DEV", false);
    const { LOADED_RESOURCES, loadLanguage } = await freshIsolate();
    const asked: string[] = [];
    let answer = 503;
    const assets = {
      fetch: async (input: RequestInfo | URL) => {
        asked.push(new URL(String(input)).pathname);
        return answer === 200 ? Response.json({ cards: { title: "Cartes" } }) : new Response("busy", { status: answer });
      },
    } as unknown as Fetcher;
    await expect(loadLanguage("fr", assets)).rejects.toThrow("The texts of fr answered 503");
    expect(LOADED_RESOURCES.fr).toBeUndefined();
    answer = 200;
    await loadLanguage("fr", assets);
    await loadLanguage("fr", assets);
    expect(asked).toEqual(["/assets/locales/fr.0123456789.json", "/assets/locales/fr.0123456789.json"]);
    expect(LOADED_RESOURCES.fr).toEqual({ cards: { title: "Cartes" } });
    await expect(loadLanguage("zh", assets)).rejects.toThrow("No texts for zh");
  });

  it("names the page language's namespace files for the browser in a build, none under npm run dev (ADR 0250)", async () => {
    vi.stubEnv("DEV", false);
    const { namespaceFiles } = await freshIsolate();
    expect(await namespaceFiles("fr")).toEqual({
      cards: "/assets/locales/fr/cards.0123456789.json",
      common: "/assets/locales/fr/common.9876543210.json",
    });
    expect(await namespaceFiles("zh")).toEqual({});
    vi.stubEnv("DEV", true);
    const dev = await freshIsolate();
    expect(await dev.namespaceFiles("fr")).toEqual({});
  });
});
