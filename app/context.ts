import { createContext } from "react-router";
import type { Tenant } from "#tenants/";

/** Worker bindings and execution context, set by workers/app.ts for every request. */
export type CloudflareContext = { env: AppEnv; ctx: ExecutionContext };
export const cloudflareContext = createContext<CloudflareContext>();

/** The per-response CSP nonce, set by workers/app.ts and used by entry.server. */
export const nonceContext = createContext<string>("");

/** The tenant picked by the request host, set by the tenant middleware. */
export const tenantContext = createContext<Tenant>();
