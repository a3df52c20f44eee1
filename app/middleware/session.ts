import { createContext, type MiddlewareFunction } from "react-router";
import { cloudflareContext } from "../context";
import {
  clearCookieHeader,
  needsTouch,
  readSessionCookie,
  SESSION_COOKIE,
  type Session,
  type SessionEnd,
  sessionCookieHeader,
  sessionEnded,
} from "../session/session.server";
import { readCookie } from "./i18n";

/** The request's session, read once; changes are written back as one Set-Cookie on the way out. */
export class SessionState {
  private current: Session | null;
  private dirty = false;
  /** Why the session that came in was no longer valid, if it ended by a timeout. */
  readonly ended: SessionEnd | null;

  constructor(session: Session | null, ended: SessionEnd | null) {
    this.current = session;
    this.ended = ended;
  }

  get session(): Session | null {
    return this.current;
  }

  get changed(): boolean {
    return this.dirty;
  }

  /** Replaces the session (sign-in: a new id, so the cookie value rotates). */
  set(session: Session): void {
    this.current = session;
    this.dirty = true;
  }

  update(patch: Partial<Session>): void {
    if (!this.current) return;
    this.current = { ...this.current, ...patch };
    this.dirty = true;
  }

  destroy(): void {
    this.current = null;
    this.dirty = true;
  }
}

export const sessionContext = createContext<SessionState>();

export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const secret = context.get(cloudflareContext).env.SESSION_SECRET;
  const cookie = readCookie(request, SESSION_COOKIE);
  let session = await readSessionCookie(cookie, secret);
  const now = Date.now();
  const ended = session ? sessionEnded(session, now) : null;
  if (ended) session = null;
  const state = new SessionState(session, ended);
  context.set(sessionContext, state);

  const response = await next();

  if (state.changed) {
    response.headers.append(
      "Set-Cookie",
      state.session ? await sessionCookieHeader(state.session, secret) : clearCookieHeader(SESSION_COOKIE),
    );
  } else if (state.session && needsTouch(state.session, now)) {
    response.headers.append("Set-Cookie", await sessionCookieHeader({ ...state.session, lastSeenAt: now }, secret));
  } else if (cookie && !state.session) {
    // An unreadable, forged or timed-out cookie is removed.
    response.headers.append("Set-Cookie", clearCookieHeader(SESSION_COOKIE));
  }
  if (state.session || cookie) response.headers.set("Cache-Control", "private, no-store");
  return response;
};
