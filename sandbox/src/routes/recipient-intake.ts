/**
 * Recipient intake sign-in (contract/recipientIntake.ts, docs/decisions/0105-recipient-intake-sign-in.md):
 * the intake link, the e-mailed code, the recipient's access token, and a new link on request.
 */
import type { Hono } from "hono";
import { recipientIntake } from "#contract/recipientIntake";
import type { SandboxHono } from "#sandbox/env";
import { unauthorized } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { payingOrganization } from "#sandbox/recipients/intake-mail";
import {
  endRecipientSession,
  openLink,
  requestIntakeLink,
  sendRecipientCode,
  verifyRecipientCode,
} from "#sandbox/recipients/intake-sign-in";

export function recipientIntakeRoutes(app: Hono<SandboxHono>): void {
  register(app, recipientIntake.checkLink, async ({ db, now, body }) => {
    const { expiresAt } = await openLink(db, now, body.businessId, body.linkToken);
    // The organization that pays, named on the intake's first page (issue 35 item 7): only to a link's holder.
    return { expiresAt, organizationName: await payingOrganization(db, body.businessId) };
  });

  register(app, recipientIntake.sendCode, async ({ db, now, body }) => sendRecipientCode(db, now, body));

  register(app, recipientIntake.verifyCode, async ({ db, env, now, body }) => verifyRecipientCode(db, env, now, body));

  register(app, recipientIntake.requestLink, async ({ db, now, body }) => {
    await requestIntakeLink(db, now, body);
    return { accepted: true as const };
  });

  register(app, recipientIntake.signOut, async ({ db, now, principal }) => {
    if (principal.realm !== "recipient") throw unauthorized("invalid_token", "A recipient access token is required");
    await endRecipientSession(db, now, principal);
    return null;
  });
}
