import { type RouterContextProvider, redirect } from "react-router";
import { flashContext } from "#app/context";
import { type DoneFlash, flashCookie } from "#app/flash/flash.server";

/**
 * The notice after an action that changed something but moved no money ("The card is locked.", "The
 * member was invited."), the same way as the money receipts (app/money/receipt.server.ts, ADR 0175; ADR
 * 0212): the action redirects to the page with the notice in the one-time flash cookie; that page's
 * loader takes it, only when its path is the notice's and the word is one of the page's own notices. The
 * flash middleware clears the cookie with that response, so a reload or a shared link shows no notice,
 * and nothing of it is in the URL.
 */

/**
 * The redirect to `path` that says `notice` there, once. `subject` names the object the notice is about
 * (an id the page looks up); `headers` are added to the redirect (another cookie).
 */
export function doneRedirect(path: string, notice: string, options: { subject?: string; headers?: HeadersInit } = {}): Response {
  const headers = new Headers(options.headers);
  const done: DoneFlash = options.subject === undefined ? { path, notice } : { path, notice, subject: options.subject };
  headers.append("Set-Cookie", flashCookie({ tone: "success", done }));
  return redirect(path, { headers });
}

/** The notice (with its subject) the flash carries for the page at `path`, if it is one of `notices`; otherwise null (it is dropped). */
export function takeDoneOf<N extends string>(
  context: Readonly<RouterContextProvider>,
  path: string,
  notices: readonly N[],
): { notice: N; subject: string | null } | null {
  const done = context.get(flashContext).take()?.done;
  if (!done || done.path !== path || !(notices as readonly string[]).includes(done.notice)) return null;
  return { notice: done.notice as N, subject: done.subject ?? null };
}

/** The notice the flash carries for the page at `path`, if it is one of `notices`; otherwise null. */
export function takeDone<N extends string>(context: Readonly<RouterContextProvider>, path: string, notices: readonly N[]): N | null {
  return takeDoneOf(context, path, notices)?.notice ?? null;
}
