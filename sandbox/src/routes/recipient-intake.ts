/**
 * Recipient intake sign-in (contract/recipientIntake.ts, docs/decisions/0105-recipient-intake-sign-in.md):
 * the intake link, the e-mailed code, the recipient's access token, and a new link on request.
 */
import type { Hono } from "hono";
import { recipientIntake } from "#contract/recipientIntake";
import { clientOf } from "#sandbox/auth/rate-limit";
import type { SandboxHono } from "#sandbox/env";
import { ApiFailure, unauthorized } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { exchangeLinkToken } from "#sandbox/links/exchange";
import { payingOrganization } from "#sandbox/recipients/intake-mail";
import {
  endRecipientSession,
  openLink,
  requestIntakeLink,
  sendRecipientCode,
  verifyRecipientCode,
} from "#sandbox/recipients/intake-sign-in";

/** How long an exchanged intake link's form token lasts: the intake cookie's hour (ADR 0246). */
const INTAKE_FORM_TTL_MS = 60 * 60_000;

export function recipientIntakeRoutes(app: Hono<SandboxHono>): void {
  register(app, recipientIntake.exchangeLink, async ({ db, now, body }) => {
    const exchanged = await exchangeLinkToken(db, now, body.linkToken, ["recipient_intake"], {
      businessId: body.businessId,
      formTtlMs: INTAKE_FORM_TTL_MS,
    });
    if (exchanged === "unknown" || (typeof exchanged !== "string" && !exchanged.subjectId)) {
      throw new ApiFailure(404, "intake_link_invalid", "Sorry, incorrect link. Click the link from the e-mail.");
    }
    if (exchanged === "used") throw new ApiFailure(410, "intake_link_used", "This link was opened before. Ask for a new one.");
    if (exchanged === "expired") {
      throw new ApiFailure(410, "intake_link_expired", "This link has expired or was already used. Ask for a new one.");
    }
    const { recipient } = await openLink(db, now, body.businessId, exchanged.token);
    // Whose payment request it is, shown before anything is typed (ADR 0247): only to the link's holder.
    return {
      linkToken: exchanged.token,
      expiresAt: exchanged.expiresAt,
      expiresIn: exchanged.expiresIn,
      organizationName: await payingOrganization(db, body.businessId),
      email: recipient.email,
    };
  });

  register(app, recipientIntake.checkLink, async ({ db, now, body }) => {
    const { expiresAt } = await openLink(db, now, body.businessId, body.linkToken);
    // The organization that pays, named on the intake's first page (issue 35 item 7): only to a link's holder.
    return { expiresAt, organizationName: await payingOrganization(db, body.businessId) };
  });

  register(app, recipientIntake.sendCode, async ({ db, now, body }) => sendRecipientCode(db, now, body));

  register(app, recipientIntake.verifyCode, async ({ db, env, now, body }) => verifyRecipientCode(db, env, now, body));

  register(app, recipientIntake.requestLink, async ({ c, db, now, body }) => {
    await requestIntakeLink(db, now, body, clientOf(c.req.header("x-client-address")));
    return { accepted: true as const };
  });

  register(app, recipientIntake.signOut, async ({ db, now, principal }) => {
    if (principal.realm !== "recipient") throw unauthorized("invalid_token", "A recipient access token is required");
    await endRecipientSession(db, now, principal);
    return null;
  });
}
