import { z } from "zod";
import { clearCookie, readCookie, setCookie } from "#app/session/cookies";
import { TOAST_AUTH_MS, TOAST_WEBHOOK_MS } from "#domain/constants";

/**
 * One-shot messages across a redirect (the spec's toasts). The page that redirects sets a short-lived
 * cookie; the next document response reads it (root loader), clears it, and the root layout shows it
 * as a toast (`<FlashToast>`): role=alert for errors, role=status otherwise. It hides itself after its
 * duration, with a CSS animation without JavaScript and by unmounting with it.
 */

export const FLASH_COOKIE = "__Host-flash";
/** Long enough to survive the redirect, short enough not to surprise a later visit. */
const FLASH_MAX_AGE_SECONDS = 60;

/** The translation keys a flash may carry (a cookie is user input: anything else is ignored). */
export const FLASH_MESSAGES = [
  "auth.authError",
  "auth.sessionExpired",
  "auth.passwordChanged",
  "auth.resetLinkInvalid",
  "shell.webhooksNotEnabled",
] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

/** How long a toast stays (spec section 8: 10 s for the auth error, 2 s for the webhook toast). */
export const FLASH_DURATIONS_MS = [TOAST_AUTH_MS, TOAST_WEBHOOK_MS] as const;
export type FlashDurationMs = (typeof FLASH_DURATIONS_MS)[number];

/**
 * The receipt of money that moved (issue 24): shown once on the page named by `path`, after the redirect
 * that follows the movement; a reload or a shared link shows no receipt. Amounts in integer cents.
 */
const receiptSchema = z.object({
  path: z.string().startsWith("/").max(200),
  kind: z.enum(["load", "withdraw", "transfer"]),
  amountCents: z.number().int().nonnegative().max(100_000_000_00),
  balanceCents: z.number().int().min(0).max(100_000_000_00).nullable(),
  reference: z.string().regex(/^[\w-]{1,80}$/),
});
export type Receipt = z.infer<typeof receiptSchema>;

const flashSchema = z.object({
  /** A toast's message; a receipt alone has none (the page shows it). */
  message: z.enum(FLASH_MESSAGES).optional(),
  receipt: receiptSchema.optional(),
  tone: z.enum(["error", "info", "success"]),
  /** Absent: the toast stays until the next page. */
  durationMs: z.union(FLASH_DURATIONS_MS.map((ms) => z.literal(ms))).optional(),
});
export type Flash = z.infer<typeof flashSchema>;
export type FlashTone = Flash["tone"];

/** The Set-Cookie header value that leaves `flash` for the next page. */
export function flashCookie(flash: Flash): string {
  return setCookie(FLASH_COOKIE, JSON.stringify(flash), { maxAge: FLASH_MAX_AGE_SECONDS });
}

/** Removes a pending flash (for example at sign-in, where an old notice no longer applies). */
export const clearFlashCookie = () => clearCookie(FLASH_COOKIE);

export function readFlash(request: Request): Flash | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The request's incoming flash; `take()` hands it to the page once and marks the cookie for clearing. */
export class FlashState {
  private taken = false;
  constructor(
    private readonly incoming: Flash | null,
    /** A cookie came in, valid or not (an invalid one is cleared too). */
    readonly present: boolean,
  ) {}

  take(): Flash | null {
    this.taken = true;
    return this.incoming;
  }

  get consumed(): boolean {
    return this.taken && this.present;
  }
}
