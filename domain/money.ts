/**
 * Money is integer cents, never floating point. Parsing and formatting are string and integer
 * arithmetic only; display is always USD in en-US format (spec section 1).
 */
import { z } from "zod";
import { assertCents, BANK_TRANSFER_CAP_CENTS, FUNDING_TRANSFER_CAP_CENTS, LOAD_AMOUNT_CAP_CENTS } from "./cents";
import type { ValidationMessageKey } from "./messages";

export { BANK_TRANSFER_CAP_CENTS, centsToDecimalString, FUNDING_TRANSFER_CAP_CENTS, LOAD_AMOUNT_CAP_CENTS } from "./cents";

export const AMOUNT_DECIMALS = 2;

export type ParseAmountResult = { ok: true; cents: number } | { ok: false; error: ValidationMessageKey };

/** Whole part: plain digits or comma-grouped thousands (never led by a zero: "0,500" is not 500); fraction: any digits (length checked below). */
const AMOUNT = /^(\d+|[1-9]\d{0,2}(?:,\d{3})+)?(?:\.(\d+))?$/;
/** A decimal comma: digits, the only comma, then one or two digits at the end ("12,50", "1500,5"). */
const DECIMAL_COMMA = /^(\d*),(\d{1,2})$/;
/**
 * Amounts a person may have meant two ways, refused with an example instead of guessed:
 * one comma before exactly three digits ("1,500": 1.5 with a decimal comma, 1500 in en-US; "0,500" too,
 * which a decimal comma reads as 0.5 and which must never become 500), a point
 * before exactly three digits ("1.500": 1500 where the point groups thousands), and both marks with
 * the comma last ("1.500,00").
 */
const AMBIGUOUS = [/^\d{1,3},\d{3}$/, /^[1-9]\d{0,2}\.\d{3}$/, /^[\d.]*\.[\d.]*,\d*$/];

/** Marks that only ever group thousands: spaces (fr, pl, ru, uk write "1 234,56") and the Arabic thousands separator. */
const GROUP_MARKS = /[ \u066c]/g;
const GROUP_MARK = /[ \u066c]/;
/** Thousands grouped by one of those marks, then an optional decimal point or comma and its digits. */
const GROUPED = /^([1-9]\d{0,2}(?:[ \u066c]\d{3})+)([.,]\d+)?$/;

/**
 * The amount as ASCII: the digits of Arabic (٠-٩) and Persian (۰-۹) keyboards become 0-9, the Arabic
 * decimal separator (٫) a point; NFKC turns full-width digits and marks (２５．５０) and no-break spaces
 * into plain ones; direction marks a copy may carry (LRM, RLM, ALM, isolates) are dropped.
 */
function localDigits(input: string): string {
  return input
    .normalize("NFKC")
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, ".")
    .replace(/[\u200e\u200f\u061c\u2066-\u2069]/g, "")
    .replace(/[\u2009\u202f]/g, " ");
}

/**
 * Parses a user-entered dollar amount into cents: "12", "12.5", "12.50", "1,234.56", "$12", ".5",
 * and the decimal comma many languages type ("12,50", "0,5": the only comma, one or two digits after
 * it), thousands grouped by spaces ("1 234,56") or the Arabic separator, and the digits and separators of
 * Arabic and Persian keyboards ("۲۵٫۵۰", "٢٥٫٥٠", "۱٬۲۳۴٫۵۶"; ADR 0198). Blank -> amountRequired;
 * readable two ways ("1,500", "1.500", "1.500,00") -> amountAmbiguous;
 * more than 2 decimals -> amountDecimals; negatives, misplaced commas, letters, "12." and amounts
 * beyond the safe-integer range -> amountInvalid (docs/decisions/0090-amounts-typed-the-local-way.md).
 */
export function parseAmountToCents(input: string): ParseAmountResult {
  let value = localDigits(input).trim();
  if (value.startsWith("$")) value = value.slice(1).trim();
  if (value === "") return { ok: false, error: "amountRequired" };
  if (GROUP_MARK.test(value)) {
    // A space or the Arabic thousands separator only ever groups thousands: "1 234,56", "۱٬۲۳۴٫۵۶".
    const grouped = GROUPED.exec(value);
    if (!grouped) return { ok: false, error: "amountInvalid" };
    value = `${(grouped[1] ?? "").replace(GROUP_MARKS, "")}${(grouped[2] ?? "").replace(",", ".")}`;
  }
  if (AMBIGUOUS.some((pattern) => pattern.test(value))) return { ok: false, error: "amountAmbiguous" };
  const comma = DECIMAL_COMMA.exec(value);
  if (comma) value = `${comma[1]}.${comma[2]}`;
  const match = AMOUNT.exec(value);
  if (!match) return { ok: false, error: "amountInvalid" };
  const whole = (match[1] ?? "").replaceAll(",", "");
  const fraction = match[2];
  if (whole === "" && fraction === undefined) return { ok: false, error: "amountInvalid" };
  if (fraction !== undefined && fraction.length > AMOUNT_DECIMALS) return { ok: false, error: "amountDecimals" };
  const digits = `${whole}${(fraction ?? "").padEnd(AMOUNT_DECIMALS, "0")}`.replace(/^0+(?=\d)/, "");
  const cents = Number(digits);
  if (!Number.isSafeInteger(cents)) return { ok: false, error: "amountInvalid" };
  return { ok: true, cents };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** en-US USD: 123456 -> "$1,234.56", -500 -> "-$5.00", 0 -> "$0.00". Throws on non-integer cents. */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const dollars = Math.trunc(abs / 100);
  const rest = abs % 100;
  return `${sign}$${groupThousands(String(dollars))}.${String(rest).padStart(2, "0")}`;
}

/**
 * The rule of an amount in cents, as the provider receives it: a whole number of cents (amountInvalid),
 * above zero unless `zeroAllowed` (amountPositive), at most the cap (its key).
 */
function centsRule({ capCents, capKey, zeroAllowed = false }: { capCents?: number; capKey?: ValidationMessageKey; zeroAllowed?: boolean }) {
  const cents = z.int(e("amountInvalid")).min(zeroAllowed ? 0 : 1, e(zeroAllowed ? "amountInvalid" : "amountPositive"));
  return capCents !== undefined && capKey ? cents.max(capCents, e(capKey)) : cents.max(Number.MAX_SAFE_INTEGER, e("amountInvalid"));
}

/** `{ error: key, abort: true }`: the check's message key, and stop at the first failure. */
function e(key: ValidationMessageKey) {
  return { error: key, abort: true } as const;
}

/** A card load in cents (the provider's request field): more than $0, at most $9,999.00. */
export const loadAmountCentsSchema = centsRule({ capCents: LOAD_AMOUNT_CAP_CENTS, capKey: "loadAmountMax" });

/** A bank transfer in cents: more than $0, at most $50,000.00. */
export const bankTransferAmountCentsSchema = centsRule({ capCents: BANK_TRANSFER_CAP_CENTS, capKey: "bankTransferAmountMax" });

/** A move between funding accounts in cents: more than $0, at most $1,000,000.00. */
export const fundingTransferAmountCentsSchema = centsRule({ capCents: FUNDING_TRANSFER_CAP_CENTS, capKey: "fundingTransferAmountMax" });

/** A tag amount in cents: zero or more. */
export const tagAmountCentsSchema = centsRule({ zeroAllowed: true });

/**
 * A user-typed dollar amount checked by a cents rule: the text is parsed (amountRequired,
 * amountInvalid, amountDecimals), then the cents go through the same schema the provider uses.
 */
function typedAmount(cents: z.ZodType<number, number>) {
  return z
    .string({ error: "amountRequired" satisfies ValidationMessageKey })
    .transform((input, ctx): number => {
      const parsed = parseAmountToCents(input);
      if (parsed.ok) return parsed.cents;
      ctx.addIssue({ code: "custom", message: parsed.error, input });
      return z.NEVER;
    })
    .pipe(cents);
}

/** A card load typed in a form: more than $0, at most $9,999.00, up to 2 decimals. Output: cents. */
export const loadAmountSchema = typedAmount(loadAmountCentsSchema);

/** A bank transfer typed in a form: more than $0, at most $50,000.00, up to 2 decimals. Output: cents. */
export const bankTransferAmountSchema = typedAmount(bankTransferAmountCentsSchema);

/** A move between funding accounts typed in a form: more than $0, at most $1,000,000.00, up to 2 decimals. Output: cents. */
export const fundingTransferAmountSchema = typedAmount(fundingTransferAmountCentsSchema);

/** A tag amount typed in a form: up to 2 decimals, zero allowed. Output: cents. */
export const tagAmountSchema = typedAmount(tagAmountCentsSchema);
