import type { i18n } from "i18next";

/**
 * Server render: a list calls `t(key)` for the same few keys on every row (a card's status, an order's
 * type: about a hundred calls for eight texts on a page of 50 cards), and each call runs through i18next's
 * whole `translate` (key parsing, namespaces, nesting, interpolation). The request's `t` functions
 * remember the text of a key asked without options, so a key is translated once per request and
 * component. The language and the resources never change during a request, so the text is the same.
 * Calls with options (a count, values to interpolate, a default) are passed through every time.
 * Measured on the cards list in docs/performance.md (fifth run).
 */
export function rememberLookups(instance: i18n): void {
  // i18next's types spell out every key of every namespace; the wrapper only needs the call's shape.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (...args: unknown[]) => AnyT;
  const rememberingGetFixedT = (...args: unknown[]) => remembering(getFixedT(...args));
  instance.getFixedT = rememberingGetFixedT as unknown as i18n["getFixedT"];
}

/** A `t` function as i18next makes it: fixed language, namespaces and key prefix on the function. */
type AnyT = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** `t`, remembering the text of each key asked without options. */
export function remembering(call: AnyT): AnyT {
  const texts = new Map<string, string>();
  const remembered: AnyT = (...args) => {
    const [key] = args;
    if (args.length !== 1 || typeof key !== "string") return call(...args);
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
