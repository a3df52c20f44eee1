/**
 * A redirect target taken from user input (the remembered path after sign-in) must stay on this origin:
 * a path starting with a single "/", without a scheme, host, backslash or control character.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const url = new URL(value, "https://same.origin");
  if (url.origin !== "https://same.origin") return fallback;
  return url.pathname + url.search + url.hash;
}
