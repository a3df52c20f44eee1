// Signs a demo persona in with the sandbox's password, for the measuring scripts (bench, soak, perf/ab.mjs).

export const DEMO_PASSWORD = "Sandbox#2026";

/**
 * The session cookie (`name=value`) of `email` signed in at `origin`. One try: a refused or failed sign-in
 * is an error (the local runtime drops no request, ADR 0190).
 * @param {string} origin
 * @param {string} email
 * @returns {Promise<string>}
 */
export async function signIn(origin, email) {
  const res = await fetch(`${origin}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "password", identifier: email, password: DEMO_PASSWORD }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("__Host-session="));
  if (res.status !== 302 || !cookie) throw new Error(`Sign-in as ${email} at ${origin} failed (${res.status})`);
  return cookie.split(";")[0] ?? cookie;
}
