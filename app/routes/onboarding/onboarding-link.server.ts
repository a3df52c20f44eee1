import { z } from "zod";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { type Secrets, seal, unseal } from "#app/session/sealed-cookie.server";

/**
 * The onboarding e-mail's link, kept between pages (docs/decisions/0161): its token leaves the address
 * at once for a sealed (AES-GCM), httpOnly cookie, so it is in no history, log, referrer or loader
 * data. A business's link opens its application; a beneficial owner's link (ownerId) opens that
 * owner's form only. One link at a time: opening another replaces it.
 */
export const ONBOARDING_LINK_COOKIE = "__Host-onboarding";

/** What an e-mailed link's token looks like; anything else is never stored. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,256}$/;

const linkSchema = z.object({
  businessId: z.string().min(1),
  linkToken: z.string().regex(LINK_TOKEN_PATTERN),
  /** Set for a beneficial owner's own link. */
  ownerId: z.string().min(1).optional(),
});
export type OnboardingLink = z.infer<typeof linkSchema>;

/**
 * One evening's sitting, not the link's 30 days: coming back later, the applicant opens the e-mail's
 * link again (it keeps working) and resumes where the status says.
 */
const LINK_MAX_AGE_SECONDS = 12 * 60 * 60;

export function onboardingSecrets(env: { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: string }): Secrets {
  return [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
}

export async function readOnboardingLink(request: Request, secrets: Secrets): Promise<OnboardingLink | null> {
  const value = readCookie(request, ONBOARDING_LINK_COOKIE);
  if (!value) return null;
  const parsed = linkSchema.safeParse(await unseal(value, secrets, ONBOARDING_LINK_COOKIE));
  return parsed.success ? parsed.data : null;
}

export async function onboardingLinkCookie(link: OnboardingLink, secrets: Secrets): Promise<string> {
  return setCookie(ONBOARDING_LINK_COOKIE, await seal(link, secrets, ONBOARDING_LINK_COOKIE), { maxAge: LINK_MAX_AGE_SECONDS });
}

export const clearOnboardingLink = () => clearCookie(ONBOARDING_LINK_COOKIE);
