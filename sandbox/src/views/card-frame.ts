/**
 * The isolated card-details frame (docs/decisions/0032-card-details-frame.md): a tiny page the app
 * embeds in an iframe, served by the provider, never by the app's server. No scripts, one
 * stylesheet from this origin, nothing cached, no referrer, embeddable only by the same origin.
 */
import { groupPan } from "#sandbox/cards/secrets";
import { html } from "./html";

export const CARD_FRAME_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy":
    "default-src 'none'; style-src 'self'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "SAMEORIGIN",
  "X-Robots-Tag": "noindex",
} as const;

function framePage(title: string, body: ReturnType<typeof html>): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<link rel="stylesheet" href="/_sandbox/sandbox.css">
</head>
<body class="card-frame">
${body}
</body>
</html>`.value;
}

export function cardFramePage(details: { pan: string; cvv: string; expiration: string; holderName: string }): string {
  return framePage(
    "Card details",
    html`<main aria-labelledby="card-frame-title">
<h1 id="card-frame-title">Virtual card details</h1>
<dl class="card-details">
<div><dt>Name on card</dt><dd>${details.holderName}</dd></div>
<div><dt>Card number</dt><dd class="pan" translate="no">${groupPan(details.pan)}</dd></div>
<div><dt>Expiration (MM/YY)</dt><dd translate="no">${details.expiration}</dd></div>
<div><dt>CVV</dt><dd translate="no">${details.cvv}</dd></div>
</dl>
<p class="hint">Shown once. Open the card details again to see them another time.</p>
</main>`,
  );
}

export function cardFrameExpiredPage(): string {
  return framePage(
    "Link expired",
    html`<main aria-labelledby="card-frame-title">
<h1 id="card-frame-title">This link has expired</h1>
<p class="hint">Card details can be shown once, within five minutes. Open the card details again.</p>
</main>`,
  );
}
