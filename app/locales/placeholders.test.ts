import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { FLASH_MESSAGES } from "#app/flash/flash.server";
import { I18NEXT_OPTIONS } from "#app/i18n/config";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { RESOURCES } from "./all.server";

/**
 * No raw placeholder reaches a person (issue 23): every key the app's code names is rendered, in every
 * language, with the values its call site passes, and the text must not keep a `{{`. A key named
 * anywhere except as the first argument of `t("key", { values })` (a message key in a schema, an
 * error table, a data-driven key) is rendered the way the form kit renders it: without values.
 */

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [path] : flatten(value, path);
  });
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const ENGLISH = RESOURCES[languageTag("en")] as Record<string, Tree>;
/** Every key as code names it: namespace first, plural forms by their base. */
const KEYS = new Set(Object.entries(ENGLISH).flatMap(([ns, tree]) => flatten(tree).map((k) => `${ns}.${k}`.replace(PLURAL, ""))));
const NAMESPACES = new Set(Object.keys(ENGLISH));

const SOURCES = import.meta.glob<string>(["/app/**/*.{ts,tsx}", "!/app/locales/**", "!/app/**/*.test.{ts,tsx}"], {
  query: "?raw",
  import: "default",
  eager: true,
});

type Use = { file: string; key: string; values: string[] };
/** i18next's `t` over keys known only at run time (the typed `t` takes literal keys). */
type Render = (key: string, values?: Record<string, string | number>) => string;

async function renderer(code: (typeof LANGUAGE_CODES)[number]): Promise<Render> {
  const i18n = createInstance({ ...I18NEXT_OPTIONS, lng: languageTag(code), resources: RESOURCES });
  await i18n.init();
  return i18n.t.bind(i18n) as unknown as Render;
}

/** The names an options object literal passes: `{ name, when: x }` -> ["name", "when"]. */
function optionNames(text: string): string[] {
  return [...text.matchAll(/([A-Za-z_$][\w$]*)\s*(?=[:,}])/g)].map((m) => m[1] ?? "");
}

/** The values a template's `${expr}` can take: its property's literal union in the file, else any segment. */
function segment(text: string, expr: string): string {
  const property = /([A-Za-z_$][\w$]*)\s*$/.exec(expr)?.[1];
  const union = property && new RegExp(`\\b${property}\\??:\\s*((?:"\\w+"\\s*\\|\\s*)+"\\w+")`).exec(text)?.[1];
  return union ? `(?:${[...union.matchAll(/"(\w+)"/g)].map((m) => m[1]).join("|")})` : "[^.]+";
}

/** Flash messages travel as keys in a cookie; the toast renders them with the values it passes. */
function flashValues(): string[] {
  const toast = SOURCES["/app/components/flash-toast.tsx"] ?? "";
  const options = /\bt\(flash\.message,\s*(\{[^}]*\})\s*\)/.exec(toast)?.[1];
  if (!options) throw new Error("flash-toast.tsx no longer renders t(flash.message, { ... }): update this test");
  return optionNames(options);
}

/** Every key (or key template) the app's code names, with the values passed beside it. */
function uses(): Use[] {
  const flash = new Set<string>(FLASH_MESSAGES);
  const found: Use[] = [];
  for (const [file, text] of Object.entries(SOURCES)) {
    for (const match of text.matchAll(/(["'`])([a-zA-Z]+\.[\w.${}]+)\1/g)) {
      const literal = match[2] ?? "";
      const ns = literal.split(".")[0] ?? "";
      if (!NAMESPACES.has(ns)) continue;
      // A template literal key (`cardDetail.confirm.${confirm}.body`) stands for every key it can be:
      // any segment, or the string literal union its file declares for that property (`key: "a" | "b"`).
      const pattern = new RegExp(`^${literal.replace(/\./g, "\\.").replace(/\$\{([^}]*)\}/g, (_, expr: string) => segment(text, expr))}$`);
      const keys = [...KEYS].filter((key) => pattern.test(key));
      const before = text.slice(Math.max(0, (match.index ?? 0) - 3), match.index);
      const after = text.slice((match.index ?? 0) + match[0].length);
      const options = /^\s*,\s*(\{[^()]*?\})\s*\)/.exec(after);
      const values = /\bt\($/.test(before) && options?.[1] ? optionNames(options[1]) : [];
      for (const key of keys) found.push({ file, key, values: flash.has(key) ? flashValues() : values });
    }
  }
  return found;
}

const USES = uses();

describe("no raw placeholder reaches a person", () => {
  it("finds the keys the code names (the check below is not vacuous)", () => {
    expect(USES.length).toBeGreaterThan(100);
    expect(USES.some((u) => u.key === "cardDetail.removeTagNamed" && u.values.includes("name"))).toBe(true);
    expect(USES.some((u) => u.key === "cardDetail.confirm.close.body")).toBe(true);
  });

  it("every validation message is complete without values (the form kit renders keys as they are)", async () => {
    for (const code of LANGUAGE_CODES) {
      const t = await renderer(code);
      for (const key of flatten(ENGLISH.validation as Tree)) {
        expect(t(`validation.${key}`), `${code}: validation.${key}`).not.toMatch(/\{\{|\}\}/);
      }
    }
  });

  for (const code of LANGUAGE_CODES) {
    it(`${code}: every key renders with its callers' values and keeps no {{`, async () => {
      const t = await renderer(code);
      for (const { file, key, values } of USES) {
        const given = Object.fromEntries(values.map((name) => [name, name === "count" ? 2 : `«${name}»`]));
        const text = t(key, given);
        expect(text, `${code}: ${key} in ${file} (values: ${values.join(", ") || "none"})`).not.toMatch(/\{\{|\}\}/);
      }
    });
  }
});
