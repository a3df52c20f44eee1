import type { z } from "zod";

/**
 * A list's view (search, filters, sort, page) lives in the URL, so it survives a reload, a shared link
 * and the back button, and works without JavaScript. Each list declares its parameters as a zod schema
 * whose fields `.catch()` a malformed value back to the default; these two functions read and write it.
 */
export function readListView<S extends z.ZodType>(url: URL, schema: S): z.output<S> {
  // An empty field of a submitted filter form (`?status=`) means "no filter", not a value to validate.
  const raw = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
  return schema.parse(raw);
}

/** The default sort of every list: newest first. Defaults are left out of links. */
export const LIST_DEFAULTS: Readonly<Record<string, string>> = { sort: "createdAt", order: "desc" };

/** The query string of a view, without empty values and defaults, for links (next page, sort, export). */
export function listViewQuery(
  params: Readonly<Record<string, unknown>>,
  extra: Readonly<Record<string, string>> = {},
  defaults: Readonly<Record<string, string>> = LIST_DEFAULTS,
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...params, ...extra })) {
    if (value === undefined || value === null || value === "" || defaults[key] === value) continue;
    query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/** What a list answer says of its page; `total`, `offset` and `previousCursor` only with `withTotal` (ADR 0177). */
export type ListPageAnswer = { nextCursor: string | null; total?: number; offset?: number; previousCursor?: string | null };

/** A page's links (query strings of the view, "?" for a view without parameters) and its range in numbers. */
export type ListPages = {
  /** Back to the first page; null on the first page. */
  firstQuery: string | null;
  /** The page before: its cursor, or the first page (which has none) when it is the first; null on the first page. */
  previousQuery: string | null;
  /** The next page; null on the last page. */
  nextQuery: string | null;
  /** "from–to of count" for the range summary; null without a total or without matches. */
  range: { from: number; to: number; count: number } | null;
};

/**
 * The page links and range of a list page (issue 24 item 5), the same for every list a person pages
 * through: cards, recipients, card orders. `view` is the list's view without its cursor; `rows` is the
 * number of items on this page.
 */
export function listPages(
  view: Readonly<Record<string, unknown>>,
  cursor: string | undefined,
  page: ListPageAnswer,
  rows: number,
): ListPages {
  const firstQuery = cursor ? listViewQuery(view) || "?" : null;
  const offset = page.offset ?? 0;
  return {
    firstQuery,
    previousQuery: cursor && offset > 0 ? (page.previousCursor ? listViewQuery(view, { cursor: page.previousCursor }) : firstQuery) : null,
    nextQuery: page.nextCursor ? listViewQuery(view, { cursor: page.nextCursor }) : null,
    range: page.total ? { from: offset + 1, to: offset + rows, count: page.total } : null,
  };
}

/** A filter in use: what it shows (`label`: the filter's message key; `value`: in words) and the link that drops only it. */
export type ActiveFilter<L extends string = string> = { key: string; labelKey: L; value: string; query: string };

/**
 * The filters in use, in the order of `labels` (the filter keys a list offers, each with its label's
 * message key), each with what it shows (`names`: a status or tag in words; otherwise the value as
 * typed) and the view without it, from the first page: removing one keeps the others and the sort.
 */
export function activeFilters<const Labels extends Readonly<Record<string, string>>>(
  view: Readonly<Record<string, unknown>>,
  labels: Labels,
  names: Partial<Record<keyof Labels, string | undefined>> = {},
): ActiveFilter<Labels[keyof Labels]>[] {
  const { cursor: _cursor, ...rest } = view;
  return (Object.keys(labels) as Array<keyof Labels & string>).flatMap((key) => {
    const value = rest[key];
    if (value === undefined || value === null || value === "") return [];
    const { [key]: _removed, ...without } = rest;
    return [{ key, labelKey: labels[key], value: names[key] ?? String(value), query: listViewQuery(without) || "?" }];
  });
}
