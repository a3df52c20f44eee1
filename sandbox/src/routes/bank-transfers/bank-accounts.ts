/** A recipient's bank account: typed by hand, or picked on the bank-linking service (link token, then the account). */
import type { Hono } from "hono";
import { bankTransfers } from "#contract/bankTransfers";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { ownRecipient, recipientActor, recipientFor } from "#sandbox/recipients/access";
import { addBankAccount, addLinkedBankAccount, createLinkToken } from "#sandbox/recipients/changes";
import { isRegisteredRedirect } from "#sandbox/recipients/redirect-origins";
import { recipientEntity } from "#sandbox/recipients/rows";

export function bankAccountRoutes(app: Hono<SandboxHono>): void {
  register(app, bankTransfers.addBankAccount, async ({ db, now, principal, params, body }) => {
    if (principal.realm === "recipient") {
      const recipient = await ownRecipient(db, principal, params.id);
      await addBankAccount(db, now, recipient, body, recipientActor(recipient));
      return { recipient: await recipientEntity(db, recipient.id) };
    }
    const target = await recipientFor(db, principal, params.id);
    target.require("addBankDetails");
    await addBankAccount(db, now, target.recipient, body, target.actor);
    return { recipient: await recipientEntity(db, target.recipient.id) };
  });

  register(app, bankTransfers.createLinkToken, async ({ db, env, now, principal, params, body }) => {
    const options = { redirectUri: body?.redirectUri, language: body?.language };
    // Only back to the client's own origins: the hosted page is no open redirect (ADR 0248).
    if (options.redirectUri !== undefined && !isRegisteredRedirect(options.redirectUri, env.APP_ORIGINS)) {
      throw new ApiFailure(400, "redirect_uri_not_registered", "redirectUri must be an address on one of the client's registered origins");
    }
    if (principal.realm === "recipient") {
      const recipient = await ownRecipient(db, principal, params.id);
      return createLinkToken(db, now, recipient, null, options);
    }
    const target = await recipientFor(db, principal, params.id);
    target.require("addBankDetails");
    return createLinkToken(db, now, target.recipient, principal.uid, options);
  });

  register(app, bankTransfers.addLinkedBankAccount, async ({ db, now, principal, params, body }) => {
    if (principal.realm === "recipient") {
      const recipient = await ownRecipient(db, principal, params.id);
      await addLinkedBankAccount(db, now, recipient, body, recipientActor(recipient));
      return { recipient: await recipientEntity(db, recipient.id) };
    }
    const target = await recipientFor(db, principal, params.id);
    target.require("addBankDetails");
    await addLinkedBankAccount(db, now, target.recipient, body, target.actor);
    return { recipient: await recipientEntity(db, target.recipient.id) };
  });
}
