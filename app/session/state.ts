import type { Session, SessionEnd } from "./cookie.server";

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
