/**
 * Arabic writes "5.00 US$": in a right-to-left line the "$" after the Latin "US" is neutral and takes the
 * line's direction, so browsers drew "$US 5.00" (UX review 2026-11-28, issue 35 item 8). A left-to-right
 * mark after the sign keeps "US$" one left-to-right word; the amount still reads right to left. Only in
 * right-to-left languages: left-to-right ones ("US$5.00" in Chinese) need nothing.
 */
export function keepCurrencyCodeTogether(text: string, rtl: boolean): string {
  return rtl ? text.replace(/([A-Za-z])\$/g, "$1$$\u200E") : text;
}
