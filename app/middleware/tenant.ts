import { data, type MiddlewareFunction } from "react-router";
import { tenantForUrl } from "#tenants/";
import { tenantContext } from "../context";
import { UNKNOWN_HOST } from "../routes/handle";

/** Picks the tenant from the request host; an unknown host gets the "unknown host" page (404). */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const tenant = tenantForUrl(request.url);
  if (!tenant) throw data({ reason: UNKNOWN_HOST }, { status: 404 });
  context.set(tenantContext, tenant);
  return next();
};
