/**
 * Recipient intake sign-in (docs/decisions/0105-recipient-intake-sign-in.md). The spec's one-time-code
 * calls know business users and cardholders only; a recipient proves who they are like this, as a real
 * provider's hosted intake does:
 * 1. the intake e-mail's link carries a single-purpose link token (`?token=`), which the app exchanges on
 *    the link's first request for a short-lived form token (`exchangeLink`, ADR 0246) and then checks with
 *    `checkLink`; the later calls take only the form token;
 * 2. `sendCode` e-mails a 6-digit code to the recipient the link belongs to, once the typed e-mail is
 *    theirs; `verifyCode` exchanges it for a recipient access token;
 * 3. the access token (`Authorization: Bearer`, 30 minutes, no refresh) is accepted only by the
 *    recipient's own intake calls of the Bank transfers group: getIntakeStatus, addBankAccount,
 *    createLinkToken, addLinkedBankAccount and retryIntake, with `{id}` equal to its recipient. Every
 *    other call refuses it (401 `invalid_token`); another recipient's id answers 404.
 * An expired or used link, or none, lets the recipient ask for a new one (`requestLink`).
 */
import { z } from "zod";
import { INTAKE_LANGUAGE_CODES } from "#domain/languages";
import { codeSchema, emailSchema } from "#domain/validation";
import { acceptedSchema, endpoint, idSchema, timestampSchema } from "./common";

const G = "recipientIntake";

/** The languages the intake pages and e-mails are offered in (spec section 2). */
export const intakeLanguageSchema = z.enum(INTAKE_LANGUAGE_CODES);

/** The token of an intake e-mail's link, as the link carries it, or the form token exchangeLink gave for it. */
export const intakeLinkTokenSchema = z.string().min(16).max(256);

const linkBody = z.object({ businessId: idSchema, linkToken: intakeLinkTokenSchema });

/** What a verified code returns: the recipient's access token. */
export const recipientTokenSchema = z.object({
  /** ES256 JWT: iss, aud "beacon-recipient-intake", sub (= recipient id), sid, bid (= business id), iat, exp. */
  accessToken: z.string(),
  /** Seconds until it expires (1800). */
  expiresIn: z.int().positive(),
  recipientId: idSchema,
});
export type RecipientToken = z.infer<typeof recipientTokenSchema>;

const LINK_ERRORS =
  "404 `intake_link_invalid` (no such link, or a link of another business), 410 `intake_link_expired` (expired, or replaced by a newer link, or used: the recipient's details arrived).";

export const recipientIntake = {
  exchangeLink: endpoint({
    id: "recipientIntake.exchangeLink",
    group: G,
    method: "POST",
    path: "/recipientIntake/link/exchange",
    summary: "Exchange an intake e-mail's link token for a short-lived form token (on the link's first use)",
    description:
      "The intake e-mail's link works once: this call spends its token (docs/decisions/0246), so a copy of the link's URL is worthless once the page has been opened. The form token it returns (`linkToken`) is what checkLink, sendCode and verifyCode take from now on; it lasts an hour (less when the link had less left) and cannot be exchanged again; a newer link revokes it. The answer names the organization that pays and the recipient's address, which the page shows (masked) before anything is typed (ADR 0247). 410 `intake_link_used` when the link was opened before; " +
      "404 `intake_link_invalid` (no such link, a link of another business, or a form token), 410 `intake_link_expired` (expired or replaced by a newer link).",
    auth: "none",
    status: 200,
    body: linkBody,
    response: z.object({
      linkToken: z.string(),
      expiresAt: timestampSchema,
      expiresIn: z.int().positive(),
      organizationName: z.string(),
      email: z.string(),
    }),
    errors: [404, 410],
  }),
  checkLink: endpoint({
    id: "recipientIntake.checkLink",
    group: G,
    method: "POST",
    path: "/recipientIntake/link",
    summary: "Whether an intake link still opens the intake",
    description: `Answers the link's expiry and the name of the organization that pays (the top-level business). ${LINK_ERRORS}`,
    auth: "none",
    status: 200,
    body: linkBody,
    response: z.object({ expiresAt: timestampSchema, organizationName: z.string() }),
    errors: [404, 410],
  }),
  sendCode: endpoint({
    id: "recipientIntake.sendCode",
    group: G,
    method: "POST",
    path: "/recipientIntake/sendCode",
    summary: "E-mail a 6-digit code to the recipient of an intake link",
    description: `The typed e-mail must be the recipient's (case-insensitive): otherwise 422 \`email_not_registered\`, which counts as a failure. A new code closes the previous one; codes expire after 10 minutes and die after 5 wrong tries; more than 10 sends per recipient and hour are accepted but not delivered; 20 failures (wrong e-mails and wrong codes) per recipient and hour give 429 \`too_many_attempts\`. The e-mail is written in \`language\`, which the recipient's later e-mails keep. ${LINK_ERRORS}`,
    auth: "none",
    status: 202,
    body: linkBody.extend({ email: emailSchema, language: intakeLanguageSchema }),
    response: z.object({ expiresAt: timestampSchema }),
    errors: [404, 410, 422, 429],
  }),
  verifyCode: endpoint({
    id: "recipientIntake.verifyCode",
    group: G,
    method: "POST",
    path: "/recipientIntake/verifyCode",
    summary: "Exchange the e-mailed code for a recipient access token",
    description: `401 \`otp_incorrect\`, 401 \`otp_expired\`, 429 \`otp_locked\` (5 wrong tries on the code, or 20 failures per recipient and hour). The code works once. ${LINK_ERRORS}`,
    auth: "none",
    status: 200,
    body: linkBody.extend({ code: codeSchema }),
    response: recipientTokenSchema,
    errors: [401, 404, 410, 429],
  }),
  requestLink: endpoint({
    id: "recipientIntake.requestLink",
    group: G,
    method: "POST",
    path: "/recipientIntake/requestLink",
    summary: "E-mail a new intake link to a recipient of the business",
    description:
      "Always 202, whether or not a recipient of businessId has this e-mail (no enumeration). A recipient that has one gets a new intake link in `language` (earlier links stop working; `recipient_intake_email_resent`); at most 5 links per e-mail and hour are delivered.",
    auth: "none",
    status: 202,
    body: z.object({ businessId: idSchema, email: emailSchema, language: intakeLanguageSchema }),
    response: acceptedSchema,
    errors: [],
  }),
  signOut: endpoint({
    id: "recipientIntake.signOut",
    group: G,
    method: "POST",
    path: "/recipientIntake/signOut",
    summary: "End the recipient's session (the access token stops working at once)",
    auth: "bearer",
    recipientToken: true,
    status: 204,
    response: null,
    errors: [],
  }),
} as const;
