/**
 * Where the hosted bank-linking page may send a browser back (review L13, ADR 0248): only to an origin
 * the API client registered, as a real provider keeps a list of allowed redirect URIs per client (set in
 * its dashboard, compared exactly). The sandbox's client is the app: APP_ORIGINS lists its origins
 * (scheme, host and port, comma-separated) where it is deployed (staging: the tenants' hosts). Unset,
 * as on a developer's machine and in the tests, the app runs on a loopback host (`localhost`,
 * `*.localhost`, `127.0.0.1`, `[::1]`, any port) or a reserved `*.test` name, which no one else can
 * serve; any other address is refused.
 */
import { isLocalHost } from "#sandbox/http/local-only";

/** The registered origins of APP_ORIGINS, none when unset. */
export function registeredOrigins(setting: string | undefined): ReadonlySet<string> {
  return new Set(
    (setting ?? "")
      .split(",")
      .map((o) => o.trim().toLowerCase().replace(/\/+$/, ""))
      .filter(Boolean),
  );
}

/** Whether `uri` (an absolute http(s) address) is on one of the client's registered origins. */
export function isRegisteredRedirect(uri: string, setting: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return false;
  if (url.username || url.password) return false;
  const origins = registeredOrigins(setting);
  if (origins.size > 0) return origins.has(url.origin.toLowerCase());
  const host = url.hostname.toLowerCase();
  return isLocalHost(host) || host.endsWith(".test");
}
