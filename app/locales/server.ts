import type { Resource, ResourceLanguage } from "i18next";
import { isNamespace } from "#app/i18n/namespaces";
import { isLanguageCode, type LanguageCode, languageTag } from "#domain/languages";

/**
 * The languages this isolate has read so far, keyed by i18next language (BCP 47 tag). The server's
 * i18next instances take it as their `resources`; a request's language is added before its instance is
 * made (middleware/i18n.ts), so an isolate holds only the languages it served, not all twelve (ADR 0225).
 */
export const LOADED_RESOURCES: Resource = {};

const loading = new Map<LanguageCode, Promise<void>>();

/**
 * Reads one language's texts once per isolate: from the Worker's static assets in a build (one JSON
 * file per language, written by vite.config.ts), from the sources under `npm run dev` and the tests. A
 * failed read is not remembered, so the next request tries again.
 */
export function loadLanguage(code: LanguageCode, assets: Fetcher | undefined): Promise<void> {
  let pending = loading.get(code);
  if (!pending) {
    pending = readLanguage(code, assets).then((texts) => {
      LOADED_RESOURCES[languageTag(code)] = texts;
    });
    pending.catch(() => loading.delete(code));
    loading.set(code, pending);
  }
  return pending;
}

// Only in development: `import.meta.env.DEV` is false in a build, so the sources are not bundled.
const SOURCES = import.meta.env.DEV ? import.meta.glob<{ default: ResourceLanguage[string] }>("./*/*.ts") : {};

async function readLanguage(code: LanguageCode, assets: Fetcher | undefined): Promise<ResourceLanguage> {
  if (import.meta.env.DEV) {
    const texts: ResourceLanguage = {};
    await Promise.all(
      Object.entries(SOURCES).map(async ([path, loader]) => {
        const [, of, ns] = /^\.\/([^/]+)\/([^/]+)\.ts$/.exec(path) ?? [];
        if (of === code && isLanguageCode(of) && isNamespace(ns)) texts[ns] = (await loader()).default;
      }),
    );
    return texts;
  }
  const { default: paths } = await localeAssets();
  const path = paths[languageTag(code)];
  if (!assets || !path) throw new Error(`No texts for ${code}: the ASSETS binding or the build's locale file is missing`);
  // The binding ignores the host; only the path names the file.
  const response = await assets.fetch(new URL(path, "https://assets.invalid"));
  if (!response.ok) throw new Error(`The texts of ${code} answered ${response.status}`);
  return (await response.json()) as ResourceLanguage;
}

/**
 * The paths of a language's namespace files in the browser build, by namespace, for the page to fetch its
 * texts as JSON (app/i18n/files.ts, ADR 0250). None under `npm run dev`, where the browser imports the
 * sources.
 */
export async function namespaceFiles(code: LanguageCode): Promise<Record<string, string>> {
  if (import.meta.env.DEV) return {};
  const { NAMESPACE_FILES } = await localeAssets();
  return NAMESPACE_FILES[languageTag(code)] ?? {};
}

type LocaleAssets = typeof import("virtual:beacon-locale-assets");
let assetsModule: Promise<LocaleAssets> | undefined;

/**
 * The build's table of locale files, imported once per isolate: an `import()` of a module already loaded
 * still goes through the runtime's module resolution on every call (in the Node replay of
 * perf/app-work.mjs, a round trip to the loader hooks' thread: about a millisecond per request).
 */
function localeAssets(): Promise<LocaleAssets> {
  assetsModule ??= import("virtual:beacon-locale-assets");
  return assetsModule;
}
