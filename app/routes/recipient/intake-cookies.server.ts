import { z } from "zod";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { type Secrets, seal, unseal } from "#app/session/sealed-cookie.server";
import { accountTypeSchema } from "#domain/validation";

/**
 * The recipient intake's state between pages (docs/decisions/0105-recipient-intake-sign-in.md), in
 * sealed (AES-GCM), httpOnly cookies, so no token, code or account number is ever in a URL, a log or
 * loader data:
 * - the form token the intake link was exchanged for on its first request (ADR 0246), with whose request
 *   it is and the e-mail the code went to;
 * - the recipient's access token (30 minutes, the provider's lifetime);
 * - the bank details waiting for the recipient's review (15 minutes);
 * - the name given before going to the bank-linking page, and that this browser went there (30 minutes).
 */

export const INTAKE_LINK_COOKIE = "__Host-intake-link";
export const INTAKE_SESSION_COOKIE = "__Host-intake";
export const INTAKE_REVIEW_COOKIE = "__Host-intake-review";
export const INTAKE_BANK_LINK_COOKIE = "__Host-intake-bank-link";

const linkSchema = z.object({
  businessId: z.string().min(1),
  linkToken: z.string().min(1),
  /** The e-mail a code was sent to (for the code step and a resend). */
  email: z.string().optional(),
  /** Whose payment request the link opened, masked (m•••@example.org): the page says so (ADR 0247). */
  recipientEmail: z.string().optional(),
});
export type IntakeLink = z.infer<typeof linkSchema>;

const sessionSchema = z.object({
  businessId: z.string().min(1),
  recipientId: z.string().min(1),
  accessToken: z.string().min(1),
  /** Epoch ms. */
  expiresAt: z.number(),
});
export type IntakeSession = z.infer<typeof sessionSchema>;

const reviewSchema = z.object({
  recipientId: z.string().min(1),
  nameOnAccount: z.string(),
  accountType: accountTypeSchema,
  routingNumber: z.string(),
  accountNumber: z.string(),
});
export type IntakeReview = z.infer<typeof reviewSchema>;

/**
 * A trip to the bank-linking page this browser started: for whom, the name given before leaving, and the
 * `state` nonce the way back must carry (ADR 0248), so only the return of this very trip adds an account.
 */
const bankLinkSchema = z.object({ recipientId: z.string().min(1), nameOnAccount: z.string(), state: z.string().min(16) });
export type IntakeBankLink = z.infer<typeof bankLinkSchema>;

const LINK_MAX_AGE_SECONDS = 60 * 60;
const BANK_LINK_MAX_AGE_SECONDS = 30 * 60;
const REVIEW_MAX_AGE_SECONDS = 15 * 60;

/** The secrets that seal the intake cookies: the session's (rotation included). */
export function intakeSecrets(env: { SESSION_SECRET: string; SESSION_SECRET_PREVIOUS?: string }): Secrets {
  return [env.SESSION_SECRET, ...(env.SESSION_SECRET_PREVIOUS ? [env.SESSION_SECRET_PREVIOUS] : [])];
}

async function read<S extends z.ZodType>(request: Request, name: string, schema: S, secrets: Secrets): Promise<z.output<S> | null> {
  const value = readCookie(request, name);
  if (!value) return null;
  const parsed = schema.safeParse(await unseal(value, secrets, name));
  return parsed.success ? parsed.data : null;
}

export const readIntakeLink = (request: Request, secrets: Secrets) => read(request, INTAKE_LINK_COOKIE, linkSchema, secrets);

export async function intakeLinkCookie(link: IntakeLink, secrets: Secrets): Promise<string> {
  return setCookie(INTAKE_LINK_COOKIE, await seal(link, secrets, INTAKE_LINK_COOKIE), { maxAge: LINK_MAX_AGE_SECONDS });
}

export const clearIntakeLink = () => clearCookie(INTAKE_LINK_COOKIE);

/** The recipient's session, or null when there is none or it has expired. */
export async function readIntakeSession(request: Request, secrets: Secrets, now = Date.now()): Promise<IntakeSession | null> {
  const session = await read(request, INTAKE_SESSION_COOKIE, sessionSchema, secrets);
  return session && session.expiresAt > now ? session : null;
}

export async function intakeSessionCookie(session: IntakeSession, secrets: Secrets, now = Date.now()): Promise<string> {
  return setCookie(INTAKE_SESSION_COOKIE, await seal(session, secrets, INTAKE_SESSION_COOKIE), {
    maxAge: (session.expiresAt - now) / 1000,
  });
}

export const clearIntakeSession = () => clearCookie(INTAKE_SESSION_COOKIE);

/** The details waiting for review, only for the recipient who typed them. */
export async function readIntakeReview(request: Request, secrets: Secrets, recipientId: string): Promise<IntakeReview | null> {
  const review = await read(request, INTAKE_REVIEW_COOKIE, reviewSchema, secrets);
  return review && review.recipientId === recipientId ? review : null;
}

export async function intakeReviewCookie(review: IntakeReview, secrets: Secrets): Promise<string> {
  return setCookie(INTAKE_REVIEW_COOKIE, await seal(review, secrets, INTAKE_REVIEW_COOKIE), { maxAge: REVIEW_MAX_AGE_SECONDS });
}

export const clearIntakeReview = () => clearCookie(INTAKE_REVIEW_COOKIE);

/** The bank-linking trip this browser started, only for the recipient who started it. */
export async function readIntakeBankLink(request: Request, secrets: Secrets, recipientId: string): Promise<IntakeBankLink | null> {
  const started = await read(request, INTAKE_BANK_LINK_COOKIE, bankLinkSchema, secrets);
  return started && started.recipientId === recipientId ? started : null;
}

export async function intakeBankLinkCookie(started: IntakeBankLink, secrets: Secrets): Promise<string> {
  return setCookie(INTAKE_BANK_LINK_COOKIE, await seal(started, secrets, INTAKE_BANK_LINK_COOKIE), { maxAge: BANK_LINK_MAX_AGE_SECONDS });
}

export const clearIntakeBankLink = () => clearCookie(INTAKE_BANK_LINK_COOKIE);
