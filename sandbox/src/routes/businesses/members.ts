/** Members of a business: list, add (invitation e-mail), change a role, remove. The logic lives in sandbox/src/businesses/members.ts. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { addMember, changeMemberRole, listMembers, removeMember } from "#sandbox/businesses/members";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function memberRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listMembers, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    return listMembers(db, access, query);
  });

  register(app, businesses.addMember, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    return { member: await addMember(db, now, access, caller.actor, body) };
  });

  register(app, businesses.changeMemberRole, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    return { member: await changeMemberRole(db, now, access, caller.actor, params.userId, body.role) };
  });

  register(app, businesses.removeMember, async ({ db, now, principal, params }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    await removeMember(db, now, access, caller.actor, params.userId);
    return null;
  });
}
