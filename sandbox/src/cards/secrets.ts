/**
 * The full card number and CVV of a sandbox card (docs/decisions/0032-card-details-frame.md). They
 * are derived from the card id, never stored, and only ever put into the card-details frame: a
 * 16-digit number in the sandbox's test range that ends in the card's last six digits and passes
 * the Luhn check, and a 3-digit CVV. Nothing here is logged.
 */

/** The sandbox's issuer prefix (a test range: these numbers work nowhere). */
export const SANDBOX_BIN = "400000";

/** Luhn check: the usual checksum of card numbers. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Luhn contribution of one digit at `positionFromRight` (0 = the last digit). */
function contribution(digit: number, positionFromRight: number): number {
  if (positionFromRight % 2 === 0) return digit;
  const doubled = digit * 2;
  return doubled > 9 ? doubled - 9 : doubled;
}

/**
 * Completes `prefix` + one free digit + `suffix` so the number passes Luhn. The free digit must
 * sit at an even position from the right (not doubled), so every value 0..9 is reachable.
 */
export function completeLuhn(prefix: string, suffix: string): string {
  const freePosition = suffix.length;
  if (freePosition % 2 !== 0) throw new RangeError("The free digit must not be a doubled position");
  const known = `${prefix}0${suffix}`;
  let sum = 0;
  for (let i = 0; i < known.length; i++) {
    if (i === freePosition) continue;
    sum += contribution(Number(known[known.length - 1 - i]), i);
  }
  const free = (10 - (sum % 10)) % 10;
  return `${prefix}${free}${suffix}`;
}

export type CardSecrets = { pan: string; cvv: string };

/** The card's number and CVV, the same every time for the same card. */
export async function cardSecrets(cardId: string, last6: string): Promise<CardSecrets> {
  if (!/^\d{6}$/.test(last6)) throw new RangeError("last6 must be six digits");
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`sandbox-card-secrets:v1:${cardId}`)));
  const digit = (i: number) => String((digest[i] ?? 0) % 10);
  // 6 (BIN) + 3 derived + 1 check + 6 (last six) = 16 digits.
  const middle = `${digit(0)}${digit(1)}${digit(2)}`;
  const pan = completeLuhn(`${SANDBOX_BIN}${middle}`, last6);
  const cvv = `${digit(3)}${digit(4)}${digit(5)}`;
  return { pan, cvv };
}

/** "4000001234567890" -> "4000 0012 3456 7890". */
export function groupPan(pan: string): string {
  return pan.replace(/(\d{4})(?=\d)/g, "$1 ");
}
