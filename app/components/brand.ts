import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { Tenant } from "#tenants/";

/** What the pages show of the tenant: its public face, no configuration. */
export type Brand = {
  name: Tenant["brandName"];
  supportName: Tenant["supportName"];
  supportEmail: Tenant["supportEmail"];
  logo: Tenant["logo"];
  colors: Tenant["colors"];
  canonicalOrigin: Tenant["canonicalOrigin"];
  portalBrandPath: string | null;
};

/** The tenant's brand, as the root loader sends it to every page. */
export function brandOf(tenant: Tenant): Brand {
  return {
    name: tenant.brandName,
    supportName: tenant.supportName,
    supportEmail: tenant.supportEmail,
    logo: tenant.logo,
    colors: tenant.colors,
    canonicalOrigin: tenant.canonicalOrigin,
    portalBrandPath: tenant.portalBrandPath ?? null,
  };
}

/**
 * The tenant's public brand, from the root loader; undefined on the unknown-host page. When a guard
 * stopped the request before the root loader ran, its 404 carries the brand (`{ brand }` in the error's
 * data), so the not-found page still names the brand in its title.
 */
export function useBrand(): Brand | undefined {
  const fromLoader = useRouteLoaderData<{ brand: Brand }>("root")?.brand;
  const error = useRouteError();
  if (fromLoader) return fromLoader;
  return isRouteErrorResponse(error) ? ((error.data as { brand?: Brand } | null)?.brand ?? undefined) : undefined;
}
