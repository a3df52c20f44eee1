/**
 * A redirect target taken from user input (the remembered path after sign-in) must stay on this origin:
 * a path starting with a single "/", without a scheme, host, backslash or control character, before and
 * after normalisation.
 */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  const url = new URL(value, "https://same.origin");
  if (url.origin !== "https://same.origin") return fallback;
  // Normalising can make a path protocol-relative ("/.//evil.example" -> "//evil.example"), so the
  // result is checked again, not only the input (issue 12).
  const path = url.pathname + url.search + url.hash;
  if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
  return path;
}
