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
