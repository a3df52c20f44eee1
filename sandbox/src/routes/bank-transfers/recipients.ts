/** Recipients: create (with or without bank details), list, read, update, activities, intake status and retry. */

import type { Hono } from "hono";
import { bankTransfers } from "#contract/bankTransfers";
import { Caller } from "#sandbox/auth/access";
import { listScope } from "#sandbox/cards/access";
import { Idempotency } from "#sandbox/cards/idempotency";
import { positionOf } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { ownRecipient, recipientActor, recipientFor } from "#sandbox/recipients/access";
import { createRecipient, retryIntake, updateRecipient } from "#sandbox/recipients/changes";
import { bankShown } from "#sandbox/recipients/hidden-bank";
import { listRecipientActivityRows, listRecipientRows, toActivity } from "#sandbox/recipients/lists";
import { recipientEntity, toRecipients } from "#sandbox/recipients/rows";

/** 409 email_in_use: perhaps the e-mail was taken by a concurrent request with the same key (the key is read again). */
const emailTakenMeanwhile = (error: unknown) => error instanceof ApiFailure && error.code === "email_in_use";

export function recipientRoutes(app: Hono<SandboxHono>): void {
  // With an Idempotency-Key (a bulk import's row, ADR 0170) a repeat answers the first creation again
  // instead of 409 email_in_use: the key is claimed in the creation's own batch.
  register(app, bankTransfers.createRecipient, async ({ c, db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(body.businessId);
    access.require("createRecipient");
    const idempotency = await Idempotency.open(c, db, body.businessId, bankTransfers.createRecipient.id, { body });
    return idempotency.run(
      201,
      now,
      async (claim) => {
        const id = await createRecipient(db, now, body, caller.actor, claim);
        return { recipient: await recipientEntity(db, id) };
      },
      emailTakenMeanwhile,
    );
  });

  register(app, bankTransfers.createRecipientWithBankAccount, async ({ c, db, now, principal, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(body.businessId);
    access.require("createRecipient");
    access.require("addBankDetails");
    const idempotency = await Idempotency.open(c, db, body.businessId, bankTransfers.createRecipientWithBankAccount.id, { body });
    return idempotency.run(
      201,
      now,
      async (claim) => {
        const id = await createRecipient(db, now, body, caller.actor, claim);
        return { recipient: await recipientEntity(db, id) };
      },
      emailTakenMeanwhile,
    );
  });

  register(app, bankTransfers.listRecipients, async ({ db, principal, query }) => {
    const access = await new Caller(db, principal).business(query.businessId);
    const page = await listRecipientRows(db, listScope(access), query);
    const recipients = (await toRecipients(db, page.items)).map((recipient) => bankShown(recipient, access));
    return { recipients, nextCursor: page.nextCursor, ...positionOf(page) };
  });

  register(app, bankTransfers.getRecipient, async ({ db, principal, params }) => {
    const target = await recipientFor(db, principal, params.id);
    target.require("viewIndividualRecipient");
    const recipient = await recipientEntity(db, target.recipient.id);
    return { recipient: bankShown(recipient, target.access) };
  });

  register(app, bankTransfers.updateRecipient, async ({ db, now, principal, params, body }) => {
    const target = await recipientFor(db, principal, params.id);
    target.require("updateRecipient");
    await updateRecipient(db, now, target.recipient, body, target.actor);
    return { recipient: await recipientEntity(db, target.recipient.id) };
  });

  register(app, bankTransfers.listRecipientActivities, async ({ db, principal, params, query }) => {
    const target = await recipientFor(db, principal, params.id);
    const page = await listRecipientActivityRows(db, target.recipient.id, query);
    return { activities: page.items.map(toActivity), nextCursor: page.nextCursor };
  });

  register(app, bankTransfers.getIntakeStatus, async ({ db, principal, params }) => {
    const recipient =
      principal.realm === "recipient"
        ? await ownRecipient(db, principal, params.id)
        : (await recipientFor(db, principal, params.id)).recipient;
    return { intakeStatus: recipient.intake_status, verificationFailureReason: recipient.verification_failure_reason };
  });

  register(app, bankTransfers.retryIntake, async ({ db, now, principal, params }) => {
    if (principal.realm === "recipient") {
      // The recipient is in the intake already: the failed account goes, no new e-mail is sent.
      const recipient = await ownRecipient(db, principal, params.id);
      await retryIntake(db, now, recipient, recipientActor(recipient), { byRecipient: true });
      return { recipient: await recipientEntity(db, recipient.id) };
    }
    const target = await recipientFor(db, principal, params.id);
    target.require("updateRecipient");
    await retryIntake(db, now, target.recipient, target.actor);
    return { recipient: await recipientEntity(db, target.recipient.id) };
  });
}
