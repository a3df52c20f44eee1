/**
 * The translation namespaces: the top-level sections of the interface strings, one file per language
 * and namespace under app/locales/<code>/<namespace>.ts. A key names its namespace as its first
 * segment (`cards.title`): i18next's `nsSeparator` is the same "." as its `keySeparator`.
 */
export const NAMESPACES = [
  "common",
  "language",
  "home",
  "about",
  "notFound",
  "unknownHost",
  "auth",
  "shell",
  "programs",
  "funding",
  "reports",
  "cards",
  "cardDetail",
  "orders",
  "recipients",
  "settings",
  "autoloads",
  "activity",
  "cardholder",
  "intake",
  "onboarding",
  "validation",
  "error",
  "developers",
  "imports",
  "history",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** What every page loads, whatever its route: the document's own strings and the error pages'. */
export const BASE_NAMESPACES = ["common", "language", "notFound", "error"] as const satisfies readonly Namespace[];

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === "string" && (NAMESPACES as readonly string[]).includes(value);
}

/** The namespaces a page needs: the base ones and those its matched routes declare in `handle.i18n`. */
export function pageNamespaces(handles: readonly { i18n?: readonly Namespace[] }[]): Namespace[] {
  const wanted = new Set<Namespace>(BASE_NAMESPACES);
  for (const handle of handles) for (const ns of handle.i18n ?? []) wanted.add(ns);
  return NAMESPACES.filter((ns) => wanted.has(ns));
}
