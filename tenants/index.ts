import { z } from "zod";
import { type Tenant, tenantSchema } from "./schema";

export type { Tenant } from "./schema";

/**
 * Every `tenants/<id>.ts` file (default export) is a tenant: adding a tenant is adding a file.
 * The files are validated here, so a bad file fails the build and the tests, not a request.
 */
const files = import.meta.glob<{ default: unknown }>(["./*.ts", "!./*.test.ts", "!./index.ts", "!./schema.ts"], {
  eager: true,
});

export function buildRegistry(entries: Record<string, { default: unknown }>): {
  tenants: readonly Tenant[];
  byHost: ReadonlyMap<string, Tenant>;
} {
  const tenants = Object.entries(entries).map(([file, mod]) => {
    const parsed = tenantSchema.safeParse(mod.default);
    if (!parsed.success) {
      throw new Error(`Invalid tenant file ${file}: ${z.prettifyError(parsed.error)}`);
    }
    const expected = file.replace(/^.*\//, "").replace(/\.ts$/, "");
    if (parsed.data.id !== expected) {
      throw new Error(`Tenant file ${file} declares id "${parsed.data.id}"; the id must match the file name`);
    }
    return parsed.data;
  });
  const byHost = new Map<string, Tenant>();
  for (const tenant of tenants) {
    for (const host of tenant.hosts) {
      const other = byHost.get(host);
      if (other) throw new Error(`Host ${host} is claimed by both ${other.id} and ${tenant.id}`);
      byHost.set(host, tenant);
    }
  }
  return { tenants, byHost };
}

const registry = buildRegistry(files);

export const TENANTS = registry.tenants;

/** The request's host picks the tenant: port ignored, case-insensitive; never X-Forwarded-Host. */
export function tenantForUrl(url: URL | string): Tenant | undefined {
  const hostname = (typeof url === "string" ? new URL(url) : url).hostname.toLowerCase().replace(/\.$/, "");
  return registry.byHost.get(hostname);
}
