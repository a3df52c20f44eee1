import { redirect } from "react-router";
import { flashCookie } from "#app/flash/flash.server";
import { pageAddress } from "#app/http";
import type { ApiError } from "#app/provider/client.server";

/** The address parameters that hold a list's page cursor: every list's `cursor`, an autoload's `members`. */
export const CURSOR_PARAMS = ["cursor", "members"] as const;

/**
 * A list page whose cursor the provider refuses (`invalid_cursor`: an old link, a hand-edited or cut-off
 * address such as `?cursor=WyJ4Il0`) goes to the same list's first page, its filters and sort kept, with a
 * short note (issue 34 item 11). Done for every list at once: the provider middleware hands every refusal
 * here, so no list route can forget it. Returns the redirect to throw, or null for any other refusal.
 */
export function staleCursorRedirect(request: Request, error: ApiError): Response | null {
  if (!refusesCursor(error) || request.method !== "GET") return null;
  const url = new URL(request.url);
  const stale = CURSOR_PARAMS.filter((name) => url.searchParams.has(name));
  if (stale.length === 0) return null;
  for (const name of stale) url.searchParams.delete(name);
  // A client navigation's data request (`/x.data?_routes=…`) is sent to the page's own address.
  const { path, search } = pageAddress(url);
  return redirect(path + search, { headers: { "Set-Cookie": flashCookie({ message: "common.staleCursor", tone: "info" }) } });
}

/**
 * Whether the provider refused the list's cursor: as not one of its own (`invalid_cursor`), or by its shape
 * alone (`validation_failed` on `query.cursor` only: longer than the contract's 512 characters).
 */
function refusesCursor(error: ApiError): boolean {
  if (error.code === "invalid_cursor") return true;
  const issues = error.issues ?? [];
  return error.code === "validation_failed" && issues.length > 0 && issues.every((issue) => issue.path === "query.cursor");
}
