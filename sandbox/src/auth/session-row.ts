/** A row of `sessions` as the token checks read it (auth/tokens.ts, the request prelude in http/prelude.ts). */
import type { Realm } from "#contract/enums";

export type SessionRow = { id: string; realm: Realm; subject_id: string; expires_at: string; revoked_at: string | null };
