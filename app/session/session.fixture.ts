/** A signed-in business session for unit tests of routes that read the session (no sealing involved). */
import type { Session } from "#app/session/cookie.server";

export function businessSessionFixture(home = "/biz_harbor/cards"): Session {
  const now = Date.now();
  return {
    v: 1,
    id: "0123456789abcdef0123456789abcdef",
    realm: "business",
    uid: "usr_harbor_admin",
    idToken: "id",
    idTokenExp: Math.floor(now / 1000) + 600,
    refreshToken: "refresh-token-0123456789",
    createdAt: now,
    lastSeenAt: now,
    business: null,
    home,
    brandPath: null,
  };
}
