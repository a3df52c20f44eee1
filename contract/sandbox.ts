/**
 * Helpers that exist only while the sandbox is the provider (no token needed). The web app proxies
 * its own /_sandbox/* to these; tests use them to read the mailbox and move the clock.
 */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import { cardIdSchema } from "#domain/validation";
import { endpoint, idSchema, positiveCentsSchema, timestampSchema } from "./common";
import { cardBalanceSchema, transactionSchema } from "./entities";

const G = "sandbox";

export const mailKinds = ["email", "sms"] as const;
export const mailMessageSchema = z.object({
  id: idSchema,
  kind: z.enum(mailKinds),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The language subject and body are written in; the mailbox shows right-to-left ones with dir="rtl". */
  language: z.enum(LANGUAGE_CODES),
  /** App-relative link carried by the message (intake, onboarding, reset), or null. */
  link: z.string().nullable(),
  createdAt: timestampSchema,
});
export type MailMessage = z.infer<typeof mailMessageSchema>;

export const clockSchema = z.object({ now: timestampSchema, offsetMs: z.int() });

export const clockAdvanceBodySchema = z
  .object({
    minutes: z
      .int()
      .min(1)
      .max(60 * 24 * 366)
      .optional(),
    hours: z
      .int()
      .min(1)
      .max(24 * 366)
      .optional(),
    days: z.int().min(1).max(366).optional(),
  })
  .refine((b) => b.minutes !== undefined || b.hours !== undefined || b.days !== undefined, "Give minutes, hours or days");

/** A simulated purchase at a merchant. */
export const purchaseBodySchema = z.object({
  amountCents: positiveCentsSchema.max(10_000_000),
  merchantName: z.string().trim().min(1).max(100),
  /** snake_case merchant category, e.g. grocery_stores_supermarkets. */
  merchantCategory: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9_]+$/, "Merchant category is snake_case"),
});

/**
 * Provider faults on demand (issue 12, ADR 0130): the next `count` calls to one endpoint of the
 * provider API fail the chosen way. `error` answers 500 and `rate_limit` 429 with Retry-After, both
 * before the call does anything; `malformed` and `hang` let the call do its work and then spoil the
 * answer (JSON cut short) or hold it `hangMs` milliseconds, past the app's time-out: the case where
 * money may have moved and the app cannot know.
 */
export const faultModes = ["error", "rate_limit", "malformed", "hang"] as const;
export const faultSchema = z.object({
  /** A provider API endpoint id of the contract, e.g. `cards.load`. */
  endpoint: z.string().regex(/^[a-zA-Z]+\.[a-zA-Z]+$/),
  mode: z.enum(faultModes),
  count: z.int().min(1).max(100).default(1),
  hangMs: z.int().min(1).max(120_000).default(30_000),
});
export type Fault = z.output<typeof faultSchema>;
export const faultsSchema = z.object({ faults: z.array(faultSchema.extend({ remaining: z.int() })) });

/** What one run of the time-driven processors did: processor name to number of rows changed. */
export const processedSchema = z.record(z.string(), z.int());

export const sandbox = {
  listMailJson: endpoint({
    id: "sandbox.listMailJson",
    group: G,
    method: "GET",
    path: "/_sandbox/mail.json",
    summary: "Messages the sandbox sent, newest first, optionally only those to one address or phone",
    auth: "none",
    status: 200,
    query: z.object({ to: z.string().trim().toLowerCase().max(254).optional() }),
    response: z.object({ messages: z.array(mailMessageSchema) }),
    errors: [],
  }),
  getClock: endpoint({
    id: "sandbox.getClock",
    group: G,
    method: "GET",
    path: "/_sandbox/clock",
    summary: "The sandbox clock (real time plus an offset)",
    auth: "none",
    status: 200,
    response: clockSchema,
    errors: [],
  }),
  advanceClock: endpoint({
    id: "sandbox.advanceClock",
    group: G,
    method: "POST",
    path: "/_sandbox/clock/advance",
    summary: "Move the clock forward and run the time-driven processing",
    auth: "none",
    status: 200,
    body: clockAdvanceBodySchema,
    response: clockSchema.extend({ processed: processedSchema }),
    errors: [],
  }),
  purchase: endpoint({
    id: "sandbox.purchase",
    group: G,
    method: "POST",
    path: "/_sandbox/cards/{id}/purchase",
    summary: "Simulate a purchase with a card: approved (pending) or declined",
    description:
      "Declined, in this order: a blocking card status (CA_DECLINED_CARD_<STATUS>), a merchant_block or merchant_allow rule (CA_DECLINED_MERCHANT), a velocity rule (CA_DECLINED_VELOCITY), the available balance (CA_DECLINED_INSUFFICIENT_FUNDS). An approved purchase is pending, counts against the balance at once and clears 5 days later on the sandbox clock. Either way a transaction is recorded (201).",
    auth: "none",
    status: 201,
    params: z.object({ id: cardIdSchema }),
    body: purchaseBodySchema,
    response: z.object({ transaction: transactionSchema, balance: cardBalanceSchema }),
    errors: [404],
  }),
  setFault: endpoint({
    id: "sandbox.setFault",
    group: G,
    method: "POST",
    path: "/_sandbox/faults",
    summary:
      "Make the next calls to one endpoint fail: 500, 429 with Retry-After, malformed JSON, or an answer held past the client's time-out",
    auth: "none",
    status: 200,
    body: faultSchema,
    response: faultsSchema,
    errors: [],
  }),
  clearFaults: endpoint({
    id: "sandbox.clearFaults",
    group: G,
    method: "DELETE",
    path: "/_sandbox/faults",
    summary: "Remove every armed fault",
    auth: "none",
    status: 200,
    response: faultsSchema,
    errors: [],
  }),
  reset: endpoint({
    id: "sandbox.reset",
    group: G,
    method: "POST",
    path: "/_sandbox/reset",
    summary: "Wipe every table and seed the demo data again",
    auth: "none",
    status: 200,
    response: z.object({ seededInMs: z.int(), counts: z.record(z.string(), z.int()) }),
    errors: [],
  }),
} as const;
