import { useRouteLoaderData } from "react-router";
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

/** The tenant's public brand, from the root loader; undefined on the unknown-host page. */
export function useBrand(): Brand | undefined {
  return useRouteLoaderData<{ brand: Brand }>("root")?.brand;
}
