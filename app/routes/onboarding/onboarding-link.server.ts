import { z } from "zod";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { type Secrets, seal, unseal } from "#app/session/sealed-cookie.server";

/**
 * The onboarding e-mail's link, kept between pages (docs/decisions/0161): on its first request its token
 * is exchanged at the provider for a form token (ADR 0246), which alone goes into a sealed (AES-GCM),
 * httpOnly cookie, so neither is in any history, log, referrer or loader data, and the e-mailed URL is
 * spent. A business's link opens its application; a beneficial owner's link (ownerId) opens that owner's
 * form only. One link at a time: opening another replaces it, and the page says so (ADR 0247).
 */
export const ONBOARDING_LINK_COOKIE = "__Host-onboarding";

/** What an e-mailed link's token looks like; anything else is never stored. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

const linkSchema = z.object({
  businessId: z.string().min(1),
  linkToken: z.string().regex(LINK_TOKEN_PATTERN),
  /** Set for a beneficial owner's own link. */
  ownerId: z.string().min(1).optional(),
  /** Whose application or owner form the link opened, the address masked: the pages say so (ADR 0247). */
  businessName: z.string().optional(),
  email: z.string().optional(),
});
export type OnboardingLink = z.infer<typeof linkSchema>;

/**
 * As long as the form token lasts, which is what the link had left (up to its 30 days, ADR 0246): the
 * link itself works once, so the browser that opened it keeps the application open until then (or until
 * the applicant signs in with the sign-in they created).
 */
const LINK_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export function onboardingSecrets(env: { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: string }): Secrets {
  return [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
}

export async function readOnboardingLink(request: Request, secrets: Secrets): Promise<OnboardingLink | null> {
  const value = readCookie(request, ONBOARDING_LINK_COOKIE);
  if (!value) return null;
  const parsed = linkSchema.safeParse(await unseal(value, secrets, ONBOARDING_LINK_COOKIE));
  return parsed.success ? parsed.data : null;
}

export async function onboardingLinkCookie(link: OnboardingLink, secrets: Secrets, maxAge = LINK_MAX_AGE_SECONDS): Promise<string> {
  return setCookie(ONBOARDING_LINK_COOKIE, await seal(link, secrets, ONBOARDING_LINK_COOKIE), {
    maxAge: Math.min(maxAge, LINK_MAX_AGE_SECONDS),
  });
}

export const clearOnboardingLink = () => clearCookie(ONBOARDING_LINK_COOKIE);
