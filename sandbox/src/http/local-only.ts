/**
 * The sandbox is a stand-in for the provider (ADR 0098): it answers requests addressed to a loopback or
 * internal host (the app's service binding, local runs, tests), so a copy published to a public address
 * by mistake (workers.dev, a route) serves nothing, not the mailbox of codes and reset links, not the
 * demo accounts. The hosted test mode of staging (ADR 0205) names its own public hostnames in
 * SANDBOX_PUBLIC_HOSTS: there it serves only what a tester's browser opens (the mailbox and the hosted
 * pages); its API stays reachable only through the app's service binding.
 */
const LOCAL_HOSTS = new Set([
  "localhost",
  "127.0.0.1",
  "[::1]",
  // The app's service binding and the sandbox tests address the worker by these names; neither resolves
  // on the internet.
  "sandbox.internal",
  "sandbox.test",
]);

/** The browser-facing pages a public sandbox hostname serves: the mailbox and the hosted pages. */
const PUBLIC_PAGE = /^\/_sandbox\/(?:sandbox\.css|bank-link\.css|mail(?:\/[^/]+)?|bank-link\/[^/]+|card-frame\/[^/]+|webhooks(?:\/.*)?)$/;

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

/** The hostnames of SANDBOX_PUBLIC_HOSTS (comma-separated, lowercase), none when unset. */
export function publicHosts(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  );
}

export function refuseNonLocal(request: Request, env?: { SANDBOX_PUBLIC_HOSTS?: string }): Response | null {
  const url = new URL(request.url);
  if (isLocalHost(url.hostname)) return null;
  if (publicHosts(env?.SANDBOX_PUBLIC_HOSTS).has(url.hostname.toLowerCase()) && PUBLIC_PAGE.test(url.pathname)) return null;
  return new Response(JSON.stringify({ code: "not_found", msg: "Not found" }), {
    status: 404,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
