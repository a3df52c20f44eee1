import type { Tenant } from "./schema";
import { buildRegistry } from "./validate";

export type { Tenant } from "./schema";
export { buildRegistry } from "./validate";

/**
 * Every `tenants/<id>.ts` file (default export) is a tenant: adding a tenant is adding a file
 * (`npm run tenant:new`, docs/operations.md). The files are validated here, and again by the build
 * (tenants/check.ts, run by vite.config.ts), so a bad file fails the build and the tests, not a request.
 */
const files = import.meta.glob<{ default: unknown }>(
  ["./*.ts", "!./*.test.ts", "!./index.ts", "!./schema.ts", "!./validate.ts", "!./check.ts"],
  {
    eager: true,
  },
);

const registry = buildRegistry(files);

export const TENANTS = registry.tenants;

/** The request's host picks the tenant: port ignored, case-insensitive; never X-Forwarded-Host. */
export function tenantForUrl(url: URL | string): Tenant | undefined {
  const hostname = (typeof url === "string" ? new URL(url) : url).hostname.toLowerCase().replace(/\.$/, "");
  return registry.byHost.get(hostname);
}
