/** Programs of a top-level business: list (a program-scope user sees only the programs they hold a role on) and create. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { createProgram, listPrograms } from "#sandbox/businesses/programs";
import type { SandboxHono } from "#sandbox/env";
import { conflict } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

export function programRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listPrograms, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const only = access.ctx.userScope === "program" ? access.ctx.userRoles.map((r) => r.businessId) : undefined;
    return listPrograms(db, access.business.id, only, query);
  });

  register(app, businesses.createProgram, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    access.require("createProgram");
    if (access.business.parent_id !== null) {
      throw conflict("not_top_level", "Programs can only be created under a top-level business");
    }
    const program = await createProgram(db, now, { parentId: access.business.id, actor: caller.actor, ...body });
    return { program };
  });
}
