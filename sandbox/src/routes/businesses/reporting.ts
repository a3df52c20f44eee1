/** The reporting calls (docs/decisions/0116-reports.md): a period's figures of the businesses a list on {id} covers. */

import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { Caller } from "#sandbox/auth/access";
import { bankTransferKeyMetrics, cardKeyMetrics, periodOf, transactionCategories } from "#sandbox/businesses/reporting";
import { listScope } from "#sandbox/cards/access";
import { hidesMerchants } from "#sandbox/cards/lists";
import type { SandboxHono } from "#sandbox/env";
import { register } from "#sandbox/http/route";
import { refuseHiddenBank } from "#sandbox/recipients/hidden-bank";

export function reportingRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.getCardKeyMetrics, async ({ db, now, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const ids = listScope(access).map((b) => b.id);
    return cardKeyMetrics(db, ids, periodOf(query, now));
  });

  register(app, businesses.getTransactionCategories, async ({ db, now, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    const ids = listScope(access).map((b) => b.id);
    const hidden = new Set(ids.filter((id) => hidesMerchants(access, id)));
    return transactionCategories(db, ids, hidden, periodOf(query, now));
  });

  register(app, businesses.getBankTransferKeyMetrics, async ({ db, now, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    refuseHiddenBank(access);
    const ids = listScope(access).map((b) => b.id);
    return bankTransferKeyMetrics(db, ids, periodOf(query, now));
  });
}
