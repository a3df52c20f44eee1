/** Funding accounts of a business scope (needs fundingAccountView). */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { listFundingAccounts } from "#sandbox/businesses/funding-accounts";
import { listScope } from "#sandbox/cards/access";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";

export function fundingAccountRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listFundingAccounts, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    access.require("fundingAccountView");
    return listFundingAccounts(db, listScope(access), query);
  });
}
