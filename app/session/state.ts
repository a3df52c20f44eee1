import type { Session, SessionEnd } from "./cookie.server";

/** The request's session, read once; changes are written back as one Set-Cookie on the way out. */
export class SessionState {
  private current: Session | null;
  private dirty = false;
  /** Why the session that came in was no longer valid, if it ended by a timeout. */
  readonly ended: SessionEnd | null;

  /**
   * The session that came in and timed out, kept only so its provider session can be revoked
   * (ADR 0099); never used to authorize anything.
   */
  readonly expired: Session | null;

  constructor(session: Session | null, ended: SessionEnd | null, expired: Session | null = null) {
    this.current = session;
    this.ended = ended;
    this.expired = expired;
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
