import type { MiddlewareFunction } from "react-router";
import { tenantContext } from "#app/context";
import { notFound, UNKNOWN_HOST } from "#app/http";
import { requestLogOf } from "#app/log/request-log.server";
import { tenantForUrl } from "#tenants/";

/** Picks the tenant from the request host; an unknown host gets the "unknown host" page (404). */
export const tenantMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const tenant = tenantForUrl(request.url);
  if (!tenant) notFound(UNKNOWN_HOST);
  context.set(tenantContext, tenant);
  requestLogOf(context).tenant = tenant.id;
  return next();
};
