/** Business settings (custom fields): read, create, and change with If-Match; every answer carries the ETag. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import type { BusinessSettings } from "#contract/entities";
import { Caller } from "#sandbox/auth/access";
import { createSettings, loadSettings, updateSettings } from "#sandbox/businesses/settings";
import type { SandboxContext, SandboxHono } from "#sandbox/env";
import { ApiFailure, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

const withETag = (c: SandboxContext, settings: BusinessSettings) => {
  c.header("ETag", `"${settings.updatedAt}"`);
  return { businessSettings: settings };
};

export function settingsRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.getSettings, async ({ c, db, principal, params }) => {
    await new Caller(db, principal).business(params.id);
    const settings = await loadSettings(db, params.id);
    if (!settings) throw notFound("The business has no settings yet");
    return withETag(c, settings);
  });

  register(app, businesses.createSettings, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("editCustomField");
    return withETag(c, await createSettings(db, now, { businessId: params.id, actor: caller.actor, customFields: body.customFields }));
  });

  register(app, businesses.updateSettings, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("editCustomField");
    const ifMatch = c.req.header("if-match");
    if (!ifMatch) throw new ApiFailure(428, "precondition_required", "Send If-Match with the settings' updatedAt");
    return withETag(
      c,
      await updateSettings(db, now, { businessId: params.id, actor: caller.actor, ifMatch, customFields: body.customFields }),
    );
  });
}
