import type { RouterContextProvider } from "react-router";
import { CARDHOLDER_DASHBOARD } from "#app/auth/lifecycle.server";
import { tenantContext } from "#app/context";
import { notFound } from "#app/http";

/** Where the portal's pages live: the primary host's /cardholder, or {brand path}/cardholder on the brand's host. */
export type PortalPaths = {
  /** Prefix of the portal's pages: `/cardholder` or `/brightfutures/cardholder`. */
  base: string;
  /** The cards list (the portal's home). */
  home: string;
  /** The brand path on the branded portal, else null. */
  brandPath: string | null;
};

/**
 * The portal's paths for a request. `{portal}` routes exist only under their own host's brand path
 * (docs/decisions/0110-cardholder-portal.md); anywhere else they are the not-found page.
 */
export function portalPaths(context: Readonly<RouterContextProvider>, params: { portal?: string }): PortalPaths {
  if (params.portal === undefined) return { base: "/cardholder", home: CARDHOLDER_DASHBOARD, brandPath: null };
  const brandPath = context.get(tenantContext).portalBrandPath;
  if (!brandPath || brandPath !== `/${params.portal}`) notFound();
  return { base: `${brandPath}/cardholder`, home: `${brandPath}/cardholder`, brandPath };
}
