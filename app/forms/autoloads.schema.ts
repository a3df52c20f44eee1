import { z } from "zod";
import { idempotencyKeySchema } from "#app/provider/idempotency";
import { autoloadFrequencies } from "#domain/enums";
import { loadAmountSchema } from "#domain/money";

/**
 * The autoload forms (no server-only code: this module travels to the browser). Amounts are typed the
 * way people type them and come out in cents (domain/money.ts); dates are New York calendar days
 * (YYYY-MM-DD, from a date input). A blank end date means the autoload runs until it is cancelled.
 */

const name = z
  .string({ error: "autoloads.errors.nameRequired" })
  .trim()
  .min(1, "autoloads.errors.nameRequired")
  .max(100, "autoloads.errors.nameTooLong");
const frequency = z.enum(autoloadFrequencies, { error: "autoloads.errors.frequencyRequired" });
const date = (required: string) => z.iso.date({ error: required });
const endDate = z.iso.date({ error: "autoloads.errors.dateInvalid" }).optional();
/** The cards picked on the form: checkboxes named `cardIds` (none, one or many). */
const cardIds = z.array(z.string().regex(/^[A-Za-z0-9]{1,64}$/)).max(50, "autoloads.errors.tooManyCards");

export const createAutoloadSchema = z
  .object({
    intent: z.literal("create"),
    name,
    amount: loadAmountSchema,
    frequency,
    startDate: date("autoloads.errors.startRequired"),
    endDate,
    cardIds: cardIds.default([]),
    idempotencyKey: idempotencyKeySchema,
  })
  .refine((v) => !v.endDate || v.endDate >= v.startDate, { path: ["endDate"], message: "autoloads.errors.endBeforeStart" });

/** A change applies from the next run; the start date (weekday, day of month) stays (ADR 0127). */
export const modifyAutoloadSchema = z.object({
  intent: z.literal("modify"),
  name,
  amount: loadAmountSchema,
  frequency,
  endDate,
});

export const cancelAutoloadSchema = z.object({ intent: z.literal("cancel") });

export const addCardsSchema = z.object({
  intent: z.literal("addCards"),
  cardIds: cardIds.min(1, "autoloads.errors.cardsRequired"),
});

export const removeCardsSchema = z.object({
  intent: z.literal("removeCards"),
  cardIds: cardIds.min(1, "autoloads.errors.cardsRequired"),
});

export const autoloadActionSchema = z.discriminatedUnion("intent", [
  modifyAutoloadSchema,
  cancelAutoloadSchema,
  addCardsSchema,
  removeCardsSchema,
]);
export type AutoloadAction = z.infer<typeof autoloadActionSchema>["intent"];
