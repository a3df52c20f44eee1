/** Minimal server-side HTML helpers: every interpolated value is escaped. */

export function escapeHtml(value: string): string {
  return value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;").replaceAll("'", "&#39;");
}

/** A raw HTML fragment that `html` must not escape again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = string | number | SafeHtml | null | undefined | readonly SafeHtml[];

/** Tagged template that escapes interpolations unless they are SafeHtml. */
export function html(strings: TemplateStringsArray, ...parts: Part[]): SafeHtml {
  let out = strings[0] ?? "";
  parts.forEach((part, i) => {
    if (part instanceof SafeHtml) out += part.value;
    else if (Array.isArray(part)) out += part.map((p: SafeHtml) => p.value).join("");
    else if (part !== null && part !== undefined) out += escapeHtml(String(part));
    out += strings[i + 1] ?? "";
  });
  return new SafeHtml(out);
}

/** Only app-relative links are rendered as links. */
export function isSafeRelativeLink(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//");
}

export function page(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/_sandbox/sandbox.css">
</head>
<body>
${body}
</body>
</html>`.value;
}

export const HTML_SECURITY_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
} as const;
