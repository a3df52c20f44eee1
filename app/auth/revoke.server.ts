import { isApiError, type ProviderClient } from "#app/provider/client.server";
import { identity } from "#contract/identity";

/**
 * Ends a provider session by its refresh token (ADR 0099): works after the 15-minute id token has
 * expired, so sign-out after a long idle and the app's time-outs always revoke. Never throws: the
 * user is signed out of the app either way; a failure is logged (status and code only, no token).
 */
export async function revokeProviderSession(provider: ProviderClient, refreshToken: string): Promise<void> {
  try {
    await provider.call(identity.revoke, { body: { refreshToken } });
  } catch (error) {
    const detail = isApiError(error) ? `${error.status} ${error.code}` : error instanceof Error ? error.message : String(error);
    // A warning: the app session is gone either way and the provider session ends on its own within 12 h.
    console.warn("The provider session could not be revoked", detail);
  }
}
