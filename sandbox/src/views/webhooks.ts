/**
 * The sandbox's webhook console (docs/decisions/0164): what a provider's webhook portal offers, as
 * plain server-rendered HTML that works without JavaScript. Every value is escaped by `html`.
 */
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_SECRET_OVERLAP_HOURS, webhookEventTypes } from "#domain/webhooks";
import type { Endpoint, SecretRow } from "#sandbox/webhooks/endpoints";
import { html, page, type SafeHtml } from "./html";

const BASE = "/_sandbox/webhooks";
const when = (isoTime: string) => `${isoTime.slice(0, 10)} ${isoTime.slice(11, 19)} UTC`;

export type AttemptView = {
  attempt: number;
  trigger: "automatic" | "resend";
  succeeded: boolean;
  responseCode: number | null;
  responseBody: string;
  error: string | null;
  durationMs: number;
  attemptedAt: string;
};

export type DeliveryView = {
  id: string;
  eventId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  attempts: AttemptView[];
  nextAttemptAt: string | null;
  createdAt: string;
};

export type EndpointSummary = Endpoint & { failed: number; succeeded: number; pending: number };

function banner(businessName: string): SafeHtml {
  return html`<header class="banner">
<p class="badge">Sandbox</p>
<p>Webhook console of ${businessName}. Deliveries go to the URLs below from this machine.</p>
<form method="post" action="${BASE}/close" class="inline"><button type="submit" class="secondary">Close the console</button></form>
</header>`;
}

function notice(message: string | null, tone: "error" | "success"): SafeHtml | string {
  if (!message) return "";
  return tone === "error"
    ? html`<p class="notice notice-error" role="alert">${message}</p>`
    : html`<p class="notice" role="status">${message}</p>`;
}

function eventTypeChoices(selected: readonly string[], idPrefix: string): SafeHtml {
  const boxes = webhookEventTypes.map(
    (
      type,
    ) => html`<li><input type="checkbox" id="${idPrefix}-${type}" name="eventTypes" value="${type}"${selected.includes(type) ? html` checked` : ""}>
<label for="${idPrefix}-${type}"><code>${type}</code></label></li>`,
  );
  return html`<fieldset>
<legend>Event types (none chosen: every type)</legend>
<ul class="choices">${boxes}</ul>
</fieldset>`;
}

const typesText = (types: readonly string[]) => (types.length === 0 ? "All event types" : types.join(", "));

export type ConsoleForm = { url: string; description: string; eventTypes: string[]; error: string | null };

export function consolePage(input: {
  businessName: string;
  endpoints: readonly EndpointSummary[];
  form: ConsoleForm;
  message: string | null;
}): string {
  const rows = input.endpoints.map(
    (e) => html`<tr>
<td><a href="${BASE}/endpoints/${encodeURIComponent(e.id)}" class="link">${e.url}</a>${e.description ? html`<br>${e.description}` : ""}</td>
<td>${typesText(e.eventTypes)}</td>
<td>${e.succeeded} delivered, ${e.failed} failed, ${e.pending} pending</td>
</tr>`,
  );
  const f = input.form;
  const body = html`${banner(input.businessName)}
<main>
<h1>Webhooks</h1>
${notice(input.message, "success")}
<p>Every change to this business's cards, loads, transactions, recipients, bank accounts, transfers and autoloads is sent as a signed
<code>POST</code> to each endpoint that subscribes to its type (Standard Webhooks: <code>webhook-id</code>, <code>webhook-timestamp</code>,
<code>webhook-signature</code>). A failed delivery is tried again up to ${WEBHOOK_MAX_ATTEMPTS} times in all, with growing waits.
How to verify a signature is in the dashboard's Developers → Docs.</p>
<h2>Endpoints</h2>
${
  input.endpoints.length === 0
    ? html`<p>No endpoints yet. Add the URL of your receiver below.</p>`
    : html`<table><caption>Endpoints of ${input.businessName}</caption>
<thead><tr><th scope="col">URL</th><th scope="col">Events</th><th scope="col">Deliveries</th></tr></thead>
<tbody>${rows}</tbody></table>`
}
<h2 id="add-title">Add an endpoint</h2>
<form method="post" action="${BASE}/endpoints" aria-labelledby="add-title" class="stack">
${notice(f.error, "error")}
<p><label for="url">Endpoint URL</label><br>
<input id="url" name="url" type="url" required maxlength="2000" value="${f.url}" placeholder="https://example.org/webhooks"${f.error ? html` aria-invalid="true"` : ""}></p>
<p><label for="description">Description (optional)</label><br>
<input id="description" name="description" type="text" maxlength="200" value="${f.description}"></p>
${eventTypeChoices(f.eventTypes, "new")}
<p><button type="submit">Add endpoint</button></p>
</form>
</main>`;
  return page(`Webhooks: ${input.businessName}`, body);
}

function attemptRows(attempts: readonly AttemptView[]): SafeHtml {
  const rows = attempts.map(
    (a) => html`<tr>
<td>${a.attempt}</td>
<td><time datetime="${a.attemptedAt}">${when(a.attemptedAt)}</time></td>
<td>${a.trigger === "resend" ? "Resent" : "Automatic"}</td>
<td>${a.succeeded ? "Succeeded" : "Failed"}</td>
<td>${a.responseCode ?? a.error ?? ""}</td>
<td>${a.durationMs} ms</td>
<td>${a.responseBody ? html`<details><summary>Response body</summary><pre>${a.responseBody}</pre></details>` : "(empty)"}</td>
</tr>`,
  );
  return html`<table class="attempts"><caption>Attempts</caption>
<thead><tr><th scope="col">#</th><th scope="col">When</th><th scope="col">Trigger</th><th scope="col">Status</th><th scope="col">Response code</th><th scope="col">Time</th><th scope="col">Body</th></tr></thead>
<tbody>${rows}</tbody></table>`;
}

export function endpointPage(input: {
  businessName: string;
  endpoint: Endpoint;
  secrets: readonly SecretRow[];
  deliveries: readonly DeliveryView[];
  message: string | null;
  error: string | null;
}): string {
  const e = input.endpoint;
  const path = `${BASE}/endpoints/${encodeURIComponent(e.id)}`;
  const secrets = input.secrets.map(
    (s) =>
      html`<li><code class="secret">${s.secret}</code> ${
        s.expires_at ? html`(rotated out: still signs until <time datetime="${s.expires_at}">${when(s.expires_at)}</time>)` : "(current)"
      }</li>`,
  );
  const deliveries = input.deliveries.map(
    (d) => html`<li class="delivery">
<h3><code>${d.eventType}</code> <span class="muted">${d.eventId}</span></h3>
<p>${d.status === "succeeded" ? "Delivered" : d.status === "failed" ? "Failed" : "Pending"}${
      d.nextAttemptAt ? html`; next attempt at <time datetime="${d.nextAttemptAt}">${when(d.nextAttemptAt)}</time>` : ""
    }. Created <time datetime="${d.createdAt}">${when(d.createdAt)}</time>.</p>
${d.attempts.length > 0 ? attemptRows(d.attempts) : html`<p>No attempt yet.</p>`}
<form method="post" action="${path}/deliveries/${encodeURIComponent(d.id)}/resend" class="inline"><button type="submit" class="secondary">Resend</button></form>
</li>`,
  );
  const body = html`${banner(input.businessName)}
<main>
<p><a href="${BASE}">All endpoints</a></p>
<h1 class="link">${e.url}</h1>
${notice(input.message, "success")}
${notice(input.error, "error")}
${e.description ? html`<p>${e.description}</p>` : ""}
<h2>Signing secret</h2>
<p>Verify every delivery with this secret (the part after <code>whsec_</code> is the base64 HMAC key). During a rotation's overlap
deliveries carry one signature per live secret.</p>
<ul>${secrets}</ul>
<form method="post" action="${path}/rotate" class="stack">
<fieldset><legend>Rotate the secret</legend>
<ul class="choices">
<li><input type="radio" id="overlap-keep" name="overlap" value="${WEBHOOK_SECRET_OVERLAP_HOURS}" checked><label for="overlap-keep">Keep the old secret working for ${WEBHOOK_SECRET_OVERLAP_HOURS} hours</label></li>
<li><input type="radio" id="overlap-none" name="overlap" value="0"><label for="overlap-none">Stop the old secret now (it leaked)</label></li>
</ul></fieldset>
<p><button type="submit">Rotate secret</button></p>
</form>
<h2 id="types-title">Event types</h2>
<form method="post" action="${path}/event-types" aria-labelledby="types-title" class="stack">
${eventTypeChoices(e.eventTypes, "edit")}
<p><button type="submit">Save event types</button></p>
</form>
<h2>Test</h2>
<form method="post" action="${path}/test" class="inline"><button type="submit">Send a test event</button></form>
<h2>Deliveries</h2>
${input.deliveries.length === 0 ? html`<p>No deliveries yet.</p>` : html`<ol class="deliveries">${deliveries}</ol>`}
<h2>Remove</h2>
<form method="post" action="${path}/delete" class="inline"><button type="submit" class="danger">Remove this endpoint</button></form>
</main>`;
  return page(`Webhook endpoint: ${input.businessName}`, body);
}

export function consoleClosedPage(reason: "expired" | "closed"): string {
  const text =
    reason === "closed"
      ? "You closed the webhook console."
      : "This link has expired or was already used. Open the console again from the dashboard: Developers → Webhooks.";
  return page(
    "Webhook console",
    html`<main><h1>${reason === "closed" ? "Console closed" : "This link has expired"}</h1><p>${text}</p></main>`,
  );
}

export const WEBHOOK_CONSOLE_CSS = `
.inline { display: inline; margin: 0; }
.stack input[type=url], .stack input[type=text] { width: 100%; max-width: 40rem; padding: 0.375rem 0.5rem; border: 1px solid var(--muted); border-radius: 4px; font: inherit; }
.choices { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 0.25rem 1rem; }
fieldset { border: 1px solid var(--line); border-radius: 6px; }
button { padding: 0.375rem 0.875rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; font: inherit; cursor: pointer; }
button.secondary { background: #fff; color: var(--accent); }
button.danger { background: #a40e26; border-color: #a40e26; }
.notice { padding: 0.5rem 0.75rem; border: 1px solid var(--line); border-radius: 6px; background: #eef6ee; }
.notice-error { background: #ffebe9; border-color: #a40e26; color: #82071e; }
.muted { color: var(--muted); font-weight: 400; font-size: 0.875rem; }
.secret { word-break: break-all; }
.deliveries { padding-left: 1.25rem; }
.delivery h3 { font-size: 1rem; margin: 1rem 0 0.25rem; }
pre { white-space: pre-wrap; word-break: break-all; max-width: 40rem; }
`;
