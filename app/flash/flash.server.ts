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
  // A post whose body was not a readable form (workers/request-body.ts); never from a cookie in practice.
  "common.requestBody.unsupported",
  "common.requestBody.malformed",
  "common.requestBody.tooLarge",
  // An import page's body over the limit (ADR 0248).
  "imports.file.tooLarge",
  // A list address with a stale or mistyped cursor, sent to the list's first page (app/list-view.server.ts).
  "common.staleCursor",
  // A dashboard path of a business whose onboarding has not ended in approval (ADR 0242).
  "common.approval.pending",
  // An e-mailed link opened a second time, or a new one replacing the one this browser had (ADR 0246, 0247).
  "settings.invitationLink.used",
  "settings.invitationLink.switched",
  "intake.linkExchange.switched",
  "onboarding.linkExchange.used",
  "onboarding.linkExchange.switched",
  "onboarding.link.expired",
  "onboarding.link.incorrect",
] as const;
export type FlashMessage = (typeof FLASH_MESSAGES)[number];

/** How long a toast stays (spec section 8: 10 s for the auth error, 2 s for the webhook toast). */
export const FLASH_DURATIONS_MS = [TOAST_AUTH_MS, TOAST_WEBHOOK_MS] as const;
export type FlashDurationMs = (typeof FLASH_DURATIONS_MS)[number];

/** The money movements that end with a receipt (issue 24 item 2, app/money/receipt.server.ts). */
export const RECEIPT_KINDS = ["load", "withdraw", "transfer", "payment", "fundingTransfer", "bulkLoad"] as const;
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

const cents = z.number().int().min(0).max(100_000_000_00);
/** A name as the receipt shows it (a program, a recipient with the last four digits of the account). */
const label = z.string().min(1).max(120);
const cardId = z.string().regex(/^[\w-]{1,64}$/);

/**
 * The receipt of money that moved (issue 24): shown once on the page named by `path`, after the redirect
 * that follows the movement; a reload or a shared link shows no receipt. Amounts in integer cents.
 */
const receiptSchema = z.object({
  path: z.string().startsWith("/").max(200),
  kind: z.enum(RECEIPT_KINDS),
  amountCents: cents,
  /** The balance the money left or reached, read after the move (null: not known). */
  balanceCents: cents.nullable(),
  reference: z.string().regex(/^[\w-]{1,80}$/),
  /** Where the money came from and went, where the sentence names them. */
  from: label.optional(),
  to: label.optional(),
  /** A bulk load: how many cards were loaded, and the first of those that were not (with why). */
  cards: z
    .object({
      done: z.number().int().min(0).max(100_000),
      notDone: z.number().int().min(0).max(100_000),
      missed: z.array(z.object({ id: cardId, why: z.string().regex(/^[a-zA-Z]{1,30}$/) })).max(20),
    })
    .optional(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/**
 * A "done" notice (issue 33 item 5, app/flash/done.server.ts): what an action that moved no money did
 * ("Card locked.", "Changes saved."), shown once on the page named by `path`; the page knows its notices
 * and shows nothing for any other word.
 */
const doneSchema = z.object({
  path: z.string().startsWith("/").max(300),
  notice: z.string().regex(/^[a-zA-Z]{1,40}$/),
  /** The object the notice is about, where the page names it (a new program's id). */
  subject: z
    .string()
    .regex(/^[\w-]{1,64}$/)
    .optional(),
});
export type DoneFlash = z.infer<typeof doneSchema>;

const flashSchema = z.object({
  /** A toast's message; a receipt alone has none (the page shows it). */
  message: z.enum(FLASH_MESSAGES).optional(),
  receipt: receiptSchema.optional(),
  done: doneSchema.optional(),
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
