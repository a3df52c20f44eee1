/**
 * The sandbox is a local stand-in for the provider (ADR 0098): it answers only requests addressed to a
 * loopback or internal host, so a copy published to a public address by mistake (workers.dev, a route)
 * serves nothing, not the mailbox of codes and reset links, not the demo accounts.
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

export function isLocalHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOCAL_HOSTS.has(host) || host.endsWith(".localhost");
}

export function refuseNonLocal(request: Request): Response | null {
  if (isLocalHost(new URL(request.url).hostname)) return null;
  return new Response(JSON.stringify({ code: "not_found", msg: "Not found" }), {
    status: 404,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}
