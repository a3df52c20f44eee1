import type { i18n } from "i18next";
import { I18NEXT_OPTIONS } from "./config";
import { numberFormatter } from "./number-formatter";

/**
 * Server render: a list calls `t(key)` for the same few keys on every row (a card's status, an order's
 * type: about a hundred calls for eight texts on a page of 50 cards), and each call runs through i18next's
 * whole `translate` (key parsing, namespaces, nesting, interpolation). The request's `t` functions
 * remember the text of a key asked without options, so a key is translated once per isolate (one memory
 * per language, namespaces and key prefix, shared by the components and the requests that ask for such a
 * `t`). A language's texts never change once the isolate has read them, so the text is the same.
 * Measured on the cards list in docs/performance.md (fifth run).
 *
 * A call whose options are only values for the text's placeholders (`t("cards.bulk.selectCard", { name,
 * last6 })`, once per row) takes the text once per key without interpolating (`skipInterpolation`) and fills
 * its `{{name}}` and `{{name, number}}` placeholders as i18next's interpolation does with this app's options:
 * each value through the shared formatter (`alwaysFormat`: numbers in the language's way, isolated on a
 * right-to-left page), the default variables where the call gives none, nothing escaped (React escapes).
 * A text with anything else (nesting, a placeholder without a value) and a call with any other option (a
 * count, a context, a default) go through i18next every time (ADR 0257; remembered-lookups.test.ts compares
 * every text of every language with i18next's own answer).
 */
export function rememberLookups(instance: i18n): void {
  // i18next's types spell out every key of every namespace; the wrapper only needs the call's shape.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT;
  const requestMemories = new Map<string, Memory>();
  const resources: object | undefined = instance.store?.data;
  const rememberingGetFixedT = (...args: unknown[]) => {
    const t = getFixedT(...args);
    // The language i18next formats a call's values in: the fixed one, else the instance's (react-i18next
    // asks for a `t` without a language).
    const language = typeof t.lng === "string" ? t.lng : instance.language;
    // A language's texts, once read, are the same for the isolate's life (ADR 0225): the requests made from
    // the same resources share their memory. Until the language's texts are there, the request keeps its own.
    const memories = resources !== undefined && instance.hasResourceBundle(language, "common") ? memoriesOf(resources) : requestMemories;
    const id = JSON.stringify([language, t.ns ?? null, t.keyPrefix ?? null]);
    let memory = memories.get(id);
    if (memory === undefined) {
      memory = newMemory();
      memories.set(id, memory);
    }
    return remembering(t, language, memory);
  };
  instance.getFixedT = rememberingGetFixedT as unknown as i18n["getFixedT"];
}

/** One memory per language, namespaces and key prefix, for every instance made from the same resources. */
const isolateMemories = new WeakMap<object, Map<string, Memory>>();

function memoriesOf(resources: object): Map<string, Memory> {
  let memories = isolateMemories.get(resources);
  if (memories === undefined) {
    memories = new Map();
    isolateMemories.set(resources, memories);
  }
  return memories;
}

/** A `t` function as i18next makes it: fixed language, namespaces and key prefix on the function. */
type AnyT = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** A placeholder this fast path fills: `{{name}}` or `{{name, format}}`; i18next's default prefix and suffix. */
const PLACEHOLDER = /\{\{\s*([A-Za-z_$][\w$]*)\s*(?:,\s*([a-z]+)\s*)?\}\}/g;
const DEFAULT_VARIABLES: Readonly<Record<string, unknown>> = I18NEXT_OPTIONS.interpolation.defaultVariables;

/** The text of a key as a list of literal parts and placeholders, or null when i18next must interpolate it. */
type Template = { parts: string[]; names: string[]; formats: (string | undefined)[] } | null;

function template(text: unknown): Template {
  if (typeof text !== "string" || text.includes("$t(")) return null;
  const parts: string[] = [];
  const names: string[] = [];
  const formats: (string | undefined)[] = [];
  let from = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    parts.push(text.slice(from, match.index));
    names.push(match[1] as string);
    formats.push(match[2]);
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  // Any placeholder left (an unescaped `{{- x}}`, a format with options) is i18next's to fill.
  return parts.some((part) => part.includes("{{")) ? null : { parts, names, formats };
}

/** Whether a call's options are only plain values (strings, numbers) to interpolate. */
function onlyValues(options: unknown): options is Record<string, string | number> {
  if (typeof options !== "object" || options === null || Array.isArray(options)) return false;
  for (const [name, value] of Object.entries(options)) {
    if (name === "count" || name === "context" || name === "ordinal" || name.startsWith("default")) return false;
    if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) return false;
  }
  return true;
}

/** What a `t` remembers: the text of each key asked without options, the template of each key asked with values. */
type Memory = { texts: Map<string, string>; templates: Map<string, Template> };

const newMemory = (): Memory => ({ texts: new Map(), templates: new Map() });

/** `t`, remembering the text of each key asked without options and the template of each key asked with values. */
export function remembering(call: AnyT, language?: string, { texts, templates }: Memory = newMemory()): AnyT {
  const fill = (key: string, values: Record<string, string | number>): string | undefined => {
    let known = templates.get(key);
    if (known === undefined) {
      known = template(call(key, { skipInterpolation: true }));
      templates.set(key, known);
    }
    if (known === null) return undefined;
    let text = known.parts[0] as string;
    for (let i = 0; i < known.names.length; i++) {
      const name = known.names[i] as string;
      const value = Object.hasOwn(values, name) ? values[name] : DEFAULT_VARIABLES[name];
      if (value === undefined) return undefined;
      text += numberFormatter.format?.(value, known.formats[i], language, {}) + (known.parts[i + 1] as string);
    }
    return text;
  };
  const remembered: AnyT = (...args) => {
    const [key, options] = args;
    if (typeof key !== "string") return call(...args);
    if (args.length === 2 && language !== undefined && onlyValues(options)) return fill(key, options) ?? call(...args);
    if (args.length !== 1) return call(...args);
    const known = texts.get(key);
    if (known !== undefined) return known;
    const text = call(key);
    if (typeof text === "string") texts.set(key, text);
    return text;
  };
  // react-i18next reads the fixed language, namespaces and key prefix off the function.
  remembered.lng = call.lng;
  remembered.ns = call.ns;
  remembered.keyPrefix = call.keyPrefix;
  return remembered;
}
