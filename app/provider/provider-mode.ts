/** True while the app talks to the sandbox provider rather than a real one (one setting decides). */
export function usesSandbox(env: Pick<AppEnv, "PROVIDER_BASE_URL">): boolean {
  return !env.PROVIDER_BASE_URL;
}

/** Path of the sandbox's card-details frame, the one sandbox page the app's own pages may embed. */
export function isCardFramePath(pathname: string): boolean {
  return pathname.startsWith("/_sandbox/card-frame/");
}

/**
 * Where the provider serves the isolated frame that shows a virtual card's number, CVV and expiry for a
 * client token. The app's server never sees those details: the browser loads them from the provider.
 */
export function cardFrameUrl(env: Pick<AppEnv, "PROVIDER_BASE_URL">, clientToken: string): string {
  const token = encodeURIComponent(clientToken);
  return usesSandbox(env) ? `/_sandbox/card-frame/${token}` : `${env.PROVIDER_BASE_URL}/card-frame/${token}`;
}

/** The provider origin to allow in frame-src, when it is not this origin. */
export function cardFrameOrigin(env: Pick<AppEnv, "PROVIDER_BASE_URL">): string | null {
  return usesSandbox(env) ? null : new URL(env.PROVIDER_BASE_URL).origin;
}
