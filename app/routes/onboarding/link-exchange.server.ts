import { href, type RouterContextProvider, redirect } from "react-router";
import { cloudflareContext, providerContext } from "#app/context";
import { type FlashMessage, flashCookie } from "#app/flash/flash.server";
import { maskIdentifier } from "#app/forms/auth.schema";
import { isApiError } from "#app/provider/client.server";
import { onboarding } from "#contract/onboarding";
import {
  LINK_TOKEN_PATTERN,
  type OnboardingLink,
  onboardingLinkCookie,
  onboardingSecrets,
  readOnboardingLink,
} from "./onboarding-link.server";

type Context = Readonly<RouterContextProvider>;

/** Why the provider would not exchange a link: the flash the page shows. */
const REFUSALS: Record<string, FlashMessage> = {
  onboarding_link_used: "onboarding.linkExchange.used",
  onboarding_link_expired: "onboarding.link.expired",
  onboarding_link_invalid: "onboarding.link.incorrect",
};

/**
 * An onboarding e-mail's link on its first request (ADR 0246): its token is spent at the provider for a
 * form token, which alone goes into the sealed cookie, with whose application or owner form it is (the
 * address masked, ADR 0247); then a no-store redirect to the token-free page: /onboard for a business's
 * link (it resumes where the status says), the owner's form for an owner's link. A copy of the first URL
 * (logs, history, a Referer) is worthless from then on.
 * - The same link again in the browser that holds its form token (a second tab, the e-mail opened
 *   again): it goes on.
 * - Opened before elsewhere, expired or unknown: /onboard says so, and offers to sign in (the applicant's
 *   sign-in reaches the application too) or to start; the browser's own link, if any, stays.
 * - A new link replaces the one this browser held: the page says which one is active now.
 * A provider failure is the error page (the link is then still unspent unless the exchange ran).
 */
export async function openOnboardingLink(
  context: Context,
  request: Request,
  params: { businessId?: string; ownerId?: string },
  token: string,
): Promise<never> {
  const url = new URL(request.url);
  url.searchParams.delete("token");
  const headers = new Headers({ "Cache-Control": "no-store" });
  const secrets = onboardingSecrets(context.get(cloudflareContext).env);
  const held = await readOnboardingLink(request, secrets);
  const target = (link: Pick<OnboardingLink, "businessId" | "ownerId">) =>
    link.ownerId
      ? href("/:businessId/beneficialOwnerForm/:beneficialOwnerId/info", { businessId: link.businessId, beneficialOwnerId: link.ownerId })
      : href("/onboard");
  const opened = LINK_TOKEN_PATTERN.test(token)
    ? await context
        .get(providerContext)
        .call(onboarding.exchangeLink, { body: { token } })
        .catch((error: unknown) => (isApiError(error, 404) || isApiError(error, 410) ? error.code : Promise.reject(error)))
    : "onboarding_link_invalid";
  if (typeof opened === "string") {
    const sameLink = held && held.businessId === params.businessId && (held.ownerId ?? null) === (ownerOf(params) ?? null);
    if (opened === "onboarding_link_used" && sameLink) throw redirect(target(held), { headers });
    headers.append("Set-Cookie", flashCookie({ message: REFUSALS[opened] ?? "onboarding.link.incorrect", tone: "error" }));
    throw redirect(href("/onboard"), { headers });
  }
  const link: OnboardingLink = {
    businessId: opened.businessId,
    linkToken: opened.token,
    ...(opened.ownerId ? { ownerId: opened.ownerId } : {}),
    businessName: opened.businessName,
    email: maskIdentifier(opened.email),
  };
  headers.append("Set-Cookie", await onboardingLinkCookie(link, secrets, opened.expiresIn));
  // A half-done application or owner form in another tab is replaced: the page says which one is active now.
  if (held) headers.append("Set-Cookie", flashCookie({ message: "onboarding.linkExchange.switched", tone: "info" }));
  throw redirect(target(link), { headers });
}

/** The owner an owner's link names in its path (`new` is the applicant's own "add an owner" form). */
function ownerOf(params: { ownerId?: string }): string | undefined {
  return params.ownerId && params.ownerId !== "new" ? params.ownerId : undefined;
}
