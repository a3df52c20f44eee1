// Signs a demo persona in with the sandbox's password, for the measuring scripts (bench, perf/ab.mjs).

export const DEMO_PASSWORD = "Sandbox#2026";

/**
 * The session cookie (`name=value`) of `email` signed in at `origin`. Right after a fresh start wrangler's
 * local proxy sometimes drops a connection and answers 500 itself ("Network connection lost", ADR 0131):
 * such an answer is tried again, twice at most.
 * @param {string} origin
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function signIn(origin, email) {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(`${origin}/login`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", identifier: email, password: DEMO_PASSWORD }),
    });
    if (res.status >= 500 && attempt < 3) continue;
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
    if (res.status !== 302 || !cookie) throw new Error(`Sign-in as ${email} at ${origin} failed (${res.status})`);
    return cookie.split(";")[0] ?? cookie;
  }
}
