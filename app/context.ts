import { createContext } from "react-router";
import type { User } from "#contract/entities";
import type { Permission } from "#domain/enums";
import type { Tenant } from "#tenants/";
import type { FlashState } from "./flash/flash.server";
import type { BodyProblem } from "./http";
import type { ProviderClient } from "./provider/client.server";
import type { BusinessContext, Session } from "./session/cookie.server";
import type { SessionState } from "./session/state";

/**
 * Every router context of the app, in the order they are set for a request. Route modules and helpers
 * read them with `context.get(…)`; only the named setter writes each one. (The language lives in
 * remix-i18next's own context: read it with `getI18n`/`getLocale` from middleware/i18n.)
 */

/** Worker bindings and execution context, set by workers/app.ts for every request. */
export type CloudflareContext = { env: AppEnv; ctx: ExecutionContext };
export const cloudflareContext = createContext<CloudflareContext>();

/** The per-response CSP nonce, set by workers/app.ts and used by entry.server. */
export const nonceContext = createContext<string>("");

/**
 * Set by workers/app.ts when a post's body could not be read as a form: the page is shown (as a GET)
 * with this message instead of running the action (issue 34 item 11).
 */
export const bodyProblemContext = createContext<BodyProblem | null>(null);

/** The tenant picked by the request host, set by the tenant middleware. */
export const tenantContext = createContext<Tenant>();

/** The request's session (possibly none), set by the session middleware. */
export const sessionContext = createContext<SessionState>();

/** The one-shot message for this response (flash/), set by the session middleware. */
export const flashContext = createContext<FlashState>();

/** The request's provider client, set by the provider middleware. */
export const providerContext = createContext<ProviderClient>();

export type DashboardUser = {
  session: Session;
  business: BusinessContext;
  /** The business in the path (or the top-level business on routes without one). */
  businessId: string;
  /** The user's permissions on that business (spec section 6). */
  permissions: ReadonlySet<Permission>;
  /** The provider's user record, read again by the guard on this request (the shell shows the name). */
  user: User;
};

/** The signed-in business user of a dashboard route, set by the layout's `requireBusinessUser`. */
export const dashboardContext = createContext<DashboardUser>();
