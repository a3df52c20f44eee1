/**
 * A password's "core", as a password cracker's first rules see it (review L13, ADR 0248): lowercase,
 * without the digits and marks added at either end to pass composition rules ("Password1!", "!Welcome2024"),
 * and with the common look-alike characters undone ("P@ssw0rd" is "password"). The breached-password
 * check compares cores, so the common passwords that the composition rule alone would let through are
 * refused too.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  "@": "a",
  "4": "a",
  "3": "e",
  "1": "i",
  "!": "i",
  "0": "o",
  $: "s",
  "5": "s",
  "7": "t",
};

export function passwordCore(password: string): string {
  return password
    .toLowerCase()
    .replace(/^[^a-z]+|[^a-z]+$/g, "")
    .replace(/[@431!0$57]/g, (c) => LOOK_ALIKES[c] ?? c);
}
