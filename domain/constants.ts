/**
 * Business constants and limits of product spec section 9 not exported by a more specific module
 * (money caps: ./money; banner: ./banner; autoload time and default zone: ./dates; languages:
 * ./languages).
 */
import { type CalendarDate, calendarDateIn, isoWeekday, wallClock } from "./dates";

/** Toast durations (the flash messages' FLASH_DURATIONS_MS, app/flash/flash.server.ts). */
export const TOAST_WEBHOOK_MS = 2000;
export const TOAST_AUTH_MS = 10_000;

/** Pending purchases usually post within this many days. */
export const PENDING_POST_DAYS = 5;
/** Bank account verification takes 1 to 3 business days. */
export const BANK_VERIFICATION_BUSINESS_DAYS = { min: 1, max: 3 } as const;
/** Every amount is in US dollars (formatted in the page's language: app/i18n/format.ts). */
export const CURRENCY = "USD";

/** The program-specific payment date shown in one program's enrollment text (30 June 2025). */
export const PROGRAM_PAYMENT_DATE: CalendarDate = "2025-06-30";

/** Session default for topLevelBusinessConfig.eligibleForOnDemand / isEligibleForOnDemand. */
export const IS_ELIGIBLE_FOR_ON_DEMAND_DEFAULT = false;

/** Support: 9:00 to 18:00 Eastern, Monday (1) to Friday (5), holidays excepted. */
export const SUPPORT_HOURS = {
  timeZone: "America/New_York",
  openHour: 9,
  closeHour: 18,
  isoWeekdays: [1, 2, 3, 4, 5],
} as const;

/** Whether support is open at `now`; `holidays` are Eastern calendar dates ("YYYY-MM-DD"). */
export function isWithinSupportHours(now: Date, holidays: readonly CalendarDate[] = []): boolean {
  const date = calendarDateIn(now, SUPPORT_HOURS.timeZone);
  if (holidays.includes(date)) return false;
  if (!(SUPPORT_HOURS.isoWeekdays as readonly number[]).includes(isoWeekday(date))) return false;
  const { hour } = wallClock(now, SUPPORT_HOURS.timeZone);
  return hour >= SUPPORT_HOURS.openHour && hour < SUPPORT_HOURS.closeHour;
}

/** New cards get a random colour from this list (all pass colorSchema). */
export const DEFAULT_CARD_COLORS = [
  "#1F4E79",
  "#2E7D32",
  "#C62828",
  "#6A1B9A",
  "#EF6C00",
  "#00838F",
  "#AD1457",
  "#4E342E",
  "#37474F",
  "#F9A825",
] as const;
export type DefaultCardColor = (typeof DEFAULT_CARD_COLORS)[number];

/**
 * Picks a default card colour from a random integer (any integer, negative included; the caller
 * supplies the randomness, so this stays pure and testable).
 */
export function pickDefaultCardColor(randomInt: number): DefaultCardColor {
  const n = DEFAULT_CARD_COLORS.length;
  const index = ((Math.trunc(randomInt) % n) + n) % n;
  return DEFAULT_CARD_COLORS[index] ?? DEFAULT_CARD_COLORS[0];
}
