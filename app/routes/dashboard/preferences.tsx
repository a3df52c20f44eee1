import { data, redirect } from "react-router";
import { z } from "zod";
import { sessionContext } from "#app/context";
import { notFound } from "#app/http";
import { sessionExpiresAt } from "#app/session/cookie.server";
import { setCookie } from "#app/session/cookies";
import { safeRedirectPath } from "#app/session/safe-redirect";
import { BANNER_COOKIE } from "#app/shell/navigation.server";
import type { Route } from "./+types/preferences";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("closeBanner") }),
  z.object({ intent: z.literal("keepAlive") }),
]);

/** Not a page: only posts from the shell land here. */
export async function loader() {
  notFound();
}

/** Shell preferences posted from any dashboard page: close the banner, stay signed in. */
export async function action({ request, context }: Route.ActionArgs) {
  const sessions = context.get(sessionContext);
  const session = sessions.session;
  if (!session) throw redirect("/login");
  const parsed = schema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw data(null, { status: 400 });
  const back = safeBack(request) ?? session.home;
  if (parsed.data.intent === "closeBanner") {
    // No Max-Age: a session cookie, like the spec's session storage flag.
    const headers = { "Set-Cookie": setCookie(BANNER_COOKIE, "1") };
    return request.headers.get("Accept")?.includes("text/html") ? redirect(back, { headers }) : data({ closed: true }, { headers });
  }
  const now = Date.now();
  sessions.update({ lastSeenAt: now });
  return data({ expiresAt: sessionExpiresAt({ ...session, lastSeenAt: now }) });
}

/** The page the form was posted from, when it is on this origin. */
function safeBack(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  const url = URL.canParse(referer) ? new URL(referer) : null;
  if (!url || url.origin !== new URL(request.url).origin) return null;
  return safeRedirectPath(url.pathname + url.search, "") || null;
}
