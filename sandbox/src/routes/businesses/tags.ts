/** Tags of a business scope, A to Z. */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { listTagRows } from "#sandbox/cards/lists";
import { toTag } from "#sandbox/cards/rows";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function tagListRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listTags, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const page = await listTagRows(db, listScope(access), query);
    return { tags: page.items.map(toTag), nextCursor: page.nextCursor };
  });
}
