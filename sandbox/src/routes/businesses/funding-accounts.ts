/**
 * Funding accounts (docs/decisions/0115-funding-transfers.md): the accounts of a business scope and
 * one business's history (fundingAccountView), its balance, the prefunding ACH details
 * (viewACHDetails), and transfers between a super business and its programs (transferFunds).
 */
import type { Hono } from "hono";
import { businesses } from "#contract/businesses";
import { addDays, DEFAULT_TIME_ZONE, startOfDayIn } from "#domain/dates";
import { Caller } from "#sandbox/auth/access";
import { achDetails, listDeposits, moveFunds, prefundingBalance } from "#sandbox/businesses/funding";
import { listFundingAccounts } from "#sandbox/businesses/funding-accounts";
import { listScope } from "#sandbox/cards/access";
import { Idempotency } from "#sandbox/cards/idempotency";
import { iso } from "#sandbox/clock";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, conflict, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";

const dayStart = (date: string | undefined, plusDays = 0) =>
  date === undefined ? undefined : iso(startOfDayIn(addDays(date, plusDays), DEFAULT_TIME_ZONE).getTime());

export function fundingAccountRoutes(app: Hono<SandboxHono>): void {
  register(app, businesses.listFundingAccounts, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    access.require("fundingAccountView");
    return listFundingAccounts(db, listScope(access), query);
  });

  register(app, businesses.listFundingAccountDeposits, async ({ db, principal, params, query }) => {
    const access = await new Caller(db, principal).business(params.id);
    access.require("fundingAccountView");
    const filter = {
      fromInstant: dayStart(query.from),
      toInstant: dayStart(query.to, 1),
      depositType: query.depositType,
      direction: query.direction,
    };
    return listDeposits(db, access.business.id, filter, query);
  });

  register(app, businesses.getPrefundingBalance, async ({ db, principal, params }) => {
    const access = await new Caller(db, principal).business(params.id);
    return prefundingBalance(db, access.business.id);
  });

  register(app, businesses.getPrefundingAchDetails, async ({ db, principal, params }) => {
    const access = await new Caller(db, principal).business(params.id);
    access.require("viewACHDetails");
    return { achDetails: await achDetails(db, access.business.id, access.business.name) };
  });

  register(app, businesses.fundingAccountTransfer, async ({ c, db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(params.id);
    if (body.programId === access.business.id) throw conflict("same_program", "Choose another program to move the money to");
    let from: string;
    let to: string;
    if (body.depositType === "program_to_program") {
      if (access.business.parent_id === null) throw conflict("not_a_program", "Money moves between programs from a program");
      const other = await caller.business(body.programId);
      // Only between programs of the same top-level business; another one's program does not exist here.
      if (other.business.parent_id !== access.business.parent_id) throw notFound();
      other.require("transferFunds");
      [from, to] = [access.business.id, other.business.id];
    } else {
      if (access.business.parent_id !== null)
        throw conflict("not_top_level", "Use the top-level business for moves with the super business");
      const [program] = listScope(access, body.programId);
      const programAccess = await caller.business((program as { id: string }).id);
      programAccess.require("transferFunds");
      [from, to] = body.depositType === "super_to_program" ? [access.business.id, body.programId] : [body.programId, access.business.id];
    }
    access.require("transferFunds");
    if (!c.req.header("idempotency-key")) {
      throw new ApiFailure(400, "validation_failed", "Request validation failed", [
        { path: "headers.idempotency-key", message: "An Idempotency-Key is required to move money" },
      ]);
    }
    const idempotency = await Idempotency.open(c, db, access.business.id, businesses.fundingAccountTransfer.id, { params, body });
    return idempotency.run(201, now, async (claim) => {
      const deposit = await moveFunds(
        db,
        now,
        {
          depositType: body.depositType,
          fromBusinessId: from,
          toBusinessId: to,
          amountCents: body.amountCents,
          customFields: body.customFields ?? {},
          actor: caller.actor,
          callerBusinessId: access.business.id,
        },
        claim,
      );
      return { deposit };
    });
  });
}
