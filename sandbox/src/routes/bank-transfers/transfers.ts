/** Transfers: send a payment (idempotent, Idempotency-Key required), list per business and per recipient. */

import type { Hono } from "hono";
import { bankTransfers } from "#contract/bankTransfers";
import { Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { Idempotency } from "#sandbox/cards/idempotency";
import { positionOf, sumOf } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { recipientFor } from "#sandbox/recipients/access";
import { refuseHiddenBank } from "#sandbox/recipients/hidden-bank";
import { listTransferRows } from "#sandbox/recipients/lists";
import { readRecipient, toTransfer, transferEntity } from "#sandbox/recipients/rows";
import { createTransfer } from "#sandbox/recipients/transfers";

export function transferRoutes(app: Hono<SandboxHono>): void {
  register(app, bankTransfers.createTransfer, async ({ c, db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(body.businessId);
    const recipient = await readRecipient(db, body.recipientId);
    // A recipient outside the business (and the programs of it the caller sees) does not exist here.
    if (!recipient || !listScope(access).some((b) => b.id === recipient.business_id)) throw notFound();
    // The permission counts on the recipient's own business, whose funding account pays.
    const own = recipient.business_id === access.business.id ? access : await caller.business(recipient.business_id);
    own.require("sendBankPayment");
    refuseHiddenBank(own);
    if (!c.req.header("idempotency-key")) {
      throw new ApiFailure(400, "validation_failed", "Request validation failed", [
        { path: "headers.idempotency-key", message: "An Idempotency-Key is required for a payment" },
      ]);
    }
    const idempotency = await Idempotency.open(c, db, recipient.business_id, bankTransfers.createTransfer.id, { body });
    return idempotency.run(201, now, async (claim) => {
      const id = await createTransfer(
        db,
        now,
        {
          recipient,
          amountCents: body.amountCents,
          speed: body.speed,
          memo: body.memo,
          customFields: body.customFields,
          by: { actor: caller.actor, userId: principal.uid, role: own.role },
        },
        claim,
      );
      return { transfer: await transferEntity(db, id) };
    });
  });

  register(app, bankTransfers.listTransfers, async ({ db, principal, query }) => {
    const access = await new Caller(db, principal).business(query.businessId);
    refuseHiddenBank(access);
    const businessIds = listScope(access).map((b) => b.id);
    const page = await listTransferRows(db, { businessIds, recipientId: query.recipientId }, query);
    return { transfers: page.items.map(toTransfer), nextCursor: page.nextCursor, ...positionOf(page), ...sumOf(page) };
  });

  register(app, bankTransfers.listRecipientTransfers, async ({ db, principal, params, query }) => {
    const target = await recipientFor(db, principal, params.id);
    refuseHiddenBank(target.access);
    const page = await listTransferRows(db, { recipientId: target.recipient.id }, query);
    return { transfers: page.items.map(toTransfer), nextCursor: page.nextCursor };
  });
}
