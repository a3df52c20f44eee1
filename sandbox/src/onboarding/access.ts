/**
 * Who may act on an onboarding application (docs/decisions/0145): the holder of the business's
 * e-mailed onboarding link, the holder of one beneficial owner's link (that owner's form only), each by
 * the form token the link was exchanged for on its first request (ADR 0246), or a
 * signed-in admin of the business (the user /onboarding/user created). A link of another business, an
 * unknown link and a user without a role there all get 404, so a probe learns nothing.
 */
import { authenticate } from "#sandbox/auth/principal";
import { iso } from "#sandbox/clock";
import { sha256Hex } from "#sandbox/crypto";
import type { SandboxContext } from "#sandbox/env";
import { ApiFailure, unauthorized } from "#sandbox/http/errors";

export type OnboardingActor =
  | { kind: "applicant"; businessId: string; userId: string | null }
  | { kind: "owner"; businessId: string; personId: string };

export const linkInvalid = () => new ApiFailure(404, "onboarding_link_invalid", "Sorry, incorrect link. Open the link from the e-mail.");
export const linkExpired = () => new ApiFailure(410, "onboarding_link_expired", "This link has expired. Ask for a new one.");

type LinkRow = { purpose: string; business_id: string; subject_id: string | null; expires_at: string; revoked_at: string | null };

/** The caller of an onboarding call on `businessId`. */
export async function onboardingActor(c: SandboxContext, now: number, businessId: string): Promise<OnboardingActor> {
  const token = c.req.header("x-link-token");
  if (token) {
    const link = await c.env.DB.prepare(
      "SELECT purpose, business_id, subject_id, expires_at, revoked_at FROM link_tokens WHERE token_hash = ? AND purpose IN ('onboarding', 'beneficial_owner') AND stage = 'form'",
    )
      .bind(await sha256Hex(token))
      .first<LinkRow>();
    if (!link || link.business_id !== businessId) throw linkInvalid();
    if (link.revoked_at !== null || link.expires_at <= iso(now)) throw linkExpired();
    if (link.purpose === "beneficial_owner") {
      if (!link.subject_id) throw linkInvalid();
      return { kind: "owner", businessId, personId: link.subject_id };
    }
    return { kind: "applicant", businessId, userId: null };
  }
  if (!c.req.header("authorization")) throw unauthorized("unauthenticated", "An onboarding link or a bearer token is required");
  const principal = await authenticate(c, now);
  if (principal.realm !== "business") throw linkInvalid();
  const membership = await c.env.DB.prepare("SELECT role FROM memberships WHERE user_id = ? AND business_id = ? AND pending = 0")
    .bind(principal.uid, businessId)
    .first<{ role: string }>();
  if (membership?.role !== "admin") throw linkInvalid();
  return { kind: "applicant", businessId, userId: principal.uid };
}

/** Applicant-only calls: an owner's link opens nothing but that owner's own form. */
export function requireApplicant(actor: OnboardingActor): void {
  if (actor.kind !== "applicant") throw new ApiFailure(403, "forbidden", "This link only opens your own owner form");
}
