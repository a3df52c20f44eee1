/**
 * Identity: the sign-in provider's calls (docs/decisions/0020-sandbox-identity-tokens.md).
 * One-time codes and reset requests use the spec's own calls in users.ts / cardholders.ts.
 */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import { strongPasswordSchema } from "#domain/password-breach";
import { emailSchema, identifierSchema, passwordSchema, signInPasswordSchema } from "#domain/validation";
import { acceptedSchema, endpoint } from "./common";
import { realmSchema } from "./enums";

/** What a successful sign-in, code verification or refresh returns. */
export const tokensSchema = z.object({
  /** ES256 JWT for `Authorization: Bearer`; claims iss, aud "beacon-app", sub (= uid), sid, realm, iat, exp. */
  idToken: z.string(),
  /** Opaque, single use: each refresh returns a new one. Reusing an old one revokes the session. */
  refreshToken: z.string(),
  /** Seconds until the id token expires (900). */
  expiresIn: z.int().positive(),
  uid: z.string(),
  realm: realmSchema,
});
export type Tokens = z.infer<typeof tokensSchema>;

export const signinBodySchema = z.object({
  realm: realmSchema,
  identifier: identifierSchema,
  password: signInPasswordSchema,
});

export const refreshBodySchema = z.object({ refreshToken: z.string().min(16).max(256) });

export const passwordResetConfirmBodySchema = z.object({
  token: z.string().min(16).max(256),
  password: strongPasswordSchema,
});

export const passwordResetExchangeBodySchema = z.object({ token: z.string().min(16).max(256) });
export const passwordResetExchangeSchema = z.object({
  /** Single use, for `confirmPasswordReset` only; never put in a URL. */
  token: z.string(),
  /** Seconds until it expires: 15 minutes, or less when the link had less left. */
  expiresIn: z.int().positive(),
});

export const invitationExchangeSchema = z.object({
  /** The form token: single use, for `acceptInvitation` only; never put in a URL. */
  token: z.string(),
  /** Seconds until it expires: 24 hours, or less when the invitation had less left. */
  expiresIn: z.int().positive(),
  /** Whose invitation it is, shown before the password step (docs/decisions/0247). */
  businessName: z.string(),
  email: z.string(),
  /** The address has an account already: it accepts with its current password (ADR 0243). */
  existingAccount: z.boolean(),
});

export const acceptInvitationBodySchema = z.object({
  token: z.string().min(16).max(256),
  /** A new account's new password (also checked against the breached-password list), or an existing account's own. */
  password: passwordSchema,
});

/** A public JSON Web Key of the signing key set. */
export const jwkSchema = z.object({
  kty: z.literal("EC"),
  crv: z.literal("P-256"),
  x: z.string(),
  y: z.string(),
  kid: z.string(),
  alg: z.literal("ES256"),
  use: z.literal("sig"),
});
export const jwksSchema = z.object({ keys: z.array(jwkSchema) });

/** An address to prove before an account is created for it (ADR 0200). */
export const addressCodeBodySchema = z.object({
  realm: realmSchema,
  email: emailSchema,
  /** The language of the page the person asked from: the e-mail is written in it (ADR 0151). */
  language: z.enum(LANGUAGE_CODES).optional(),
});

export const identity = {
  sendAddressCode: endpoint({
    id: "identity.sendAddressCode",
    group: "identity",
    method: "POST",
    path: "/auth/addressCode",
    summary: "E-mail a one-time code that proves the address, before an account is created for it",
    description:
      "Always 202, whoever the address belongs to (no account is looked up). The 6-digit code lasts 10 minutes, works once, dies after 5 wrong tries and replaces the address's earlier code; more than 10 sends per address and hour are accepted but not delivered. `cardholders.registerWithCard` (realm cardholder) and `onboarding.createUser` (realm business) take it as `emailCode` (ADR 0200).",
    auth: "none",
    status: 202,
    body: addressCodeBodySchema,
    response: acceptedSchema,
    errors: [],
  }),
  signin: endpoint({
    id: "identity.signin",
    group: "identity",
    method: "POST",
    path: "/auth/signin",
    summary: "Sign in with e-mail or 10-digit phone and password",
    description:
      "Wrong password and unknown account give the same 401 `invalid_credentials`. More than 20 failures per account per hour give 429 `too_many_attempts`.",
    auth: "none",
    status: 200,
    body: signinBodySchema,
    response: tokensSchema,
    errors: [401, 429],
  }),
  refresh: endpoint({
    id: "identity.refresh",
    group: "identity",
    method: "POST",
    path: "/auth/refresh",
    summary: "Exchange a refresh token for new tokens (rotation)",
    description:
      "401 `invalid_refresh_token` for an unknown or expired token, 401 `refresh_token_reused` when an already used token is presented (the whole session is revoked), 401 `session_revoked` after sign-out.",
    auth: "none",
    status: 200,
    body: refreshBodySchema,
    response: tokensSchema,
    errors: [401],
  }),
  signout: endpoint({
    id: "identity.signout",
    group: "identity",
    method: "POST",
    path: "/auth/signout",
    summary: "Revoke the caller's session: its id tokens and refresh token stop working at once",
    auth: "bearer",
    status: 204,
    response: null,
    errors: [],
  }),
  revoke: endpoint({
    id: "identity.revoke",
    group: "identity",
    method: "POST",
    path: "/auth/revoke",
    summary: "Revoke the session a refresh token belongs to, even after its id token has expired",
    description:
      "For sign-out and the app's idle and absolute time-outs (ADR 0099): any refresh token of the session, used or not, ends the whole session at once. Always 204, so the answer says nothing about the token.",
    auth: "none",
    status: 204,
    body: refreshBodySchema,
    response: null,
    errors: [],
  }),
  exchangePasswordReset: endpoint({
    id: "identity.exchangePasswordReset",
    group: "identity",
    method: "POST",
    path: "/auth/passwordReset/exchange",
    summary: "Exchange the reset e-mail's link token for a short-lived form token (on the link's first use)",
    description:
      "The link's token works once: this call spends it, so a copy of the link's URL (request logs, history, a Referer) is worthless once the page has been opened (ADR 0154). The form token it returns lasts 15 minutes (less when the link had less left) and cannot be exchanged again. 400 `reset_token_invalid` when the link token is unknown, used, expired, replaced by a newer link, or a form token.",
    auth: "none",
    status: 200,
    body: passwordResetExchangeBodySchema,
    response: passwordResetExchangeSchema,
    errors: [400],
  }),
  confirmPasswordReset: endpoint({
    id: "identity.confirmPasswordReset",
    group: "identity",
    method: "POST",
    path: "/auth/passwordReset/confirm",
    summary: "Set a new password with the form token of an exchanged reset link",
    description:
      "Takes the token `exchangePasswordReset` returned, never the e-mailed link's own. 400 `reset_token_invalid` when the token is unknown, used or expired. Every session of the account is revoked.",
    auth: "none",
    status: 204,
    body: passwordResetConfirmBodySchema,
    response: null,
    errors: [],
  }),
  exchangeInvitation: endpoint({
    id: "identity.exchangeInvitation",
    group: "identity",
    method: "POST",
    path: "/auth/invitation/exchange",
    summary: "Exchange a member invitation's link token for a short-lived form token (on the link's first use)",
    description:
      "The invitation e-mail's link works once: this call spends its token (docs/decisions/0246), so a copy of the link's URL is worthless once the page has been opened, and returns a form token for `acceptInvitation`, the business's name and the invited address (the page shows whose invitation it is before the password step, ADR 0247). The form token lasts 24 hours (less when the invitation had less left) and cannot be exchanged again; a newer invitation or the member's removal revokes it. 400 `invitation_link_used` when the link was opened before, `invitation_invalid` when it is unknown, expired, replaced or a form token.",
    auth: "none",
    status: 200,
    body: passwordResetExchangeBodySchema,
    response: invitationExchangeSchema,
    errors: [400],
  }),
  acceptInvitation: endpoint({
    id: "identity.acceptInvitation",
    group: "identity",
    method: "POST",
    path: "/auth/invitation/accept",
    summary: "A member accepts the single-use invitation of the e-mail, and is signed in",
    description:
      "Takes the token `exchangeInvitation` returned, never the e-mailed link's own (ADR 0246). A new account sets its password; an existing account gives its current password (400 `password_incorrect` otherwise, the invitation stays usable). The membership grants nothing until then (ADR 0243). 400 `invitation_invalid` when the token is unknown, used, expired (7 days) or replaced, or the member was removed since.",
    auth: "none",
    status: 200,
    body: acceptInvitationBodySchema,
    response: tokensSchema,
    errors: [400],
  }),
  jwks: endpoint({
    id: "identity.jwks",
    group: "identity",
    method: "GET",
    path: "/.well-known/jwks.json",
    summary: "Public keys that verify id tokens",
    auth: "none",
    status: 200,
    response: jwksSchema,
    errors: [],
  }),
} as const;
