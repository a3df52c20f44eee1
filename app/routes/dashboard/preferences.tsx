import { data, redirect } from "react-router";
import { z } from "zod";
import { BANNER_COOKIE } from "#app/components/shell/navigation";
import { sessionContext } from "#app/middleware/session";
import { sessionExpiresAt } from "#app/session/session.server";
import type { Route } from "./+types/preferences";

const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("closeBanner") }),
  z.object({ intent: z.literal("keepAlive") }),
]);

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
    const headers = { "Set-Cookie": `${BANNER_COOKIE}=1; Path=/; HttpOnly; Secure; SameSite=Lax` };
    return request.headers.get("Accept")?.includes("text/html") ? redirect(back, { headers }) : data({ closed: true }, { headers });
  }
  const now = Date.now();
  sessions.update({ lastSeenAt: now });
  return data({ expiresAt: sessionExpiresAt({ ...session, lastSeenAt: now }) });
}

export async function loader() {
  throw data(null, { status: 404 });
}

function safeBack(request: Request): string | null {
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  const url = new URL(referer);
  return url.origin === new URL(request.url).origin ? url.pathname + url.search : null;
}
