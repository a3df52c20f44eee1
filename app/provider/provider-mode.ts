type ModeEnv = { PROVIDER_BASE_URL?: string; SANDBOX_MODE?: string };

/**
 * Which provider the app talks to (ADR 0098, 0205): the one at PROVIDER_BASE_URL when it is set (a real
 * provider, or the sandbox served on its own address in a production-like local run); the sandbox
 * through its service binding only when SANDBOX_MODE is "1" (the local scripts, the tests, the bench and
 * the staging environment, never production); otherwise none, and every page answers 503.
 */
export function providerMode(env: ModeEnv): "remote" | "sandbox" | "unconfigured" {
  if (env.PROVIDER_BASE_URL) return "remote";
  return env.SANDBOX_MODE === "1" ? "sandbox" : "unconfigured";
}

/**
 * Where provider calls go: the sandbox's service binding in sandbox mode, else the real provider over
 * HTTPS (the request middleware and the import job build their clients on it).
 */
export function providerEndpoint(env: ModeEnv & Pick<AppEnv, "SANDBOX">): {
  transport: (request: Request) => Promise<Response>;
  baseUrl: string;
} {
  const sandbox = env.SANDBOX;
  if (providerMode(env) === "sandbox") {
    // envProblems refuses sandbox mode without the binding before any request gets here; a call that
    // still found none fails like a provider that cannot be reached.
    const transport = (req: Request) => (sandbox ? sandbox.fetch(req) : Promise.reject(new Error("no SANDBOX binding")));
    return { transport, baseUrl: "https://sandbox.internal" };
  }
  return { transport: (req) => fetch(req), baseUrl: env.PROVIDER_BASE_URL ?? "" };
}

/** True while the app talks to the sandbox provider rather than a real one (opt-in, fails closed). */
export function usesSandbox(env: ModeEnv): boolean {
  return providerMode(env) === "sandbox";
}

/** Path of the sandbox's card-details frame, the one sandbox page the app's own pages may embed. */
export function isCardFramePath(pathname: string): boolean {
  return pathname.startsWith("/_sandbox/card-frame/");
}

/**
 * Where the provider serves the isolated frame that shows a virtual card's number, CVV and expiry for a
 * client token. The app's server never sees those details: the browser loads them from the provider.
 */
export function cardFrameUrl(env: ModeEnv, clientToken: string): string {
  const token = encodeURIComponent(clientToken);
  return usesSandbox(env) ? `/_sandbox/card-frame/${token}` : `${env.PROVIDER_BASE_URL}/card-frame/${token}`;
}

/**
 * Where the provider serves the bank-linking service's hosted page for a link token (ADR 0159): the
 * recipient's browser goes there, picks a bank and an account, and comes back to the app.
 */
export function bankLinkUrl(env: ModeEnv, linkToken: string): string {
  const token = encodeURIComponent(linkToken);
  return usesSandbox(env) ? `/_sandbox/bank-link/${token}` : `${env.PROVIDER_BASE_URL}/bank-link/${token}`;
}

/** The provider origin to allow in frame-src, when it is not this origin. */
export function cardFrameOrigin(env: ModeEnv): string | null {
  return env.PROVIDER_BASE_URL && providerMode(env) === "remote" ? new URL(env.PROVIDER_BASE_URL).origin : null;
}

/**
 * Where the browser opens the provider's webhook console (GET /businesses/{id}/webhooks/accessLink).
 * The sandbox answers with its internal origin: the browser reaches it through this app's /_sandbox
 * proxy, so only its path is kept. A real provider's link is used as it is, when it is https. Null
 * for anything else (never redirect a browser to a link we cannot vouch for).
 */
export function webhookConsoleUrl(env: ModeEnv, link: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (usesSandbox(env)) {
    return url.pathname.startsWith("/_sandbox/webhooks/") ? new URL(url.pathname, requestUrl).toString() : null;
  }
  return url.protocol === "https:" ? url.toString() : null;
}
