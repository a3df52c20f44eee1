/** The sandbox mailbox pages: a list of every message, newest first, and one message. */
import type { MailMessage } from "#contract/sandbox";
import { LANGUAGES } from "#domain/languages";
import { html, isSafeRelativeLink, page, type SafeHtml } from "./html";

const when = (isoTime: string) => `${isoTime.slice(0, 10)} ${isoTime.slice(11, 16)} UTC`;
const kindLabel = (kind: MailMessage["kind"]) => (kind === "email" ? "E-mail" : "SMS");

/** The attributes that make a message's own text read in its language and direction (ADR 0151). */
const textOf = (m: MailMessage) => html`lang="${LANGUAGES[m.language].tag}" dir="${LANGUAGES[m.language].dir}"`;

function banner(): SafeHtml {
  return html`<header class="banner">
<p class="badge">Sandbox</p>
<p>Messages the sandbox provider "sent". Nothing here leaves this machine.</p>
</header>`;
}

export function mailListPage(messages: readonly MailMessage[], to: string | undefined): string {
  const rows = messages.map(
    (m) => html`<tr>
<td><time datetime="${m.createdAt}">${when(m.createdAt)}</time></td>
<td>${kindLabel(m.kind)}</td>
<td>${m.to}</td>
<td ${textOf(m)}><a href="/_sandbox/mail/${encodeURIComponent(m.id)}">${m.subject}</a></td>
</tr>`,
  );
  const body = html`${banner()}
<main>
<h1>Mailbox</h1>
<form method="get" action="/_sandbox/mail" class="filter">
<label for="to">Recipient (e-mail or phone)</label>
<input id="to" name="to" type="text" value="${to ?? ""}" autocomplete="off">
<button type="submit">Filter</button>
${to ? html`<a href="/_sandbox/mail">Show all</a>` : ""}
</form>
${
  messages.length === 0
    ? html`<p>No messages${to ? html` to ${to}` : ""} yet.</p>`
    : html`<table>
<caption>${messages.length} ${messages.length === 1 ? "message" : "messages"}${to ? html` to ${to}` : ""}, newest first</caption>
<thead><tr><th scope="col">Sent</th><th scope="col">Kind</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
}
</main>`;
  return page(to ? `Mailbox: ${to} - Sandbox` : "Mailbox - Sandbox", body);
}

export function mailMessagePage(m: MailMessage): string {
  const link = m.link
    ? isSafeRelativeLink(m.link)
      ? html`<p class="action"><a href="${m.link}">Open the link in this message</a></p><p class="link">${m.link}</p>`
      : html`<p class="link">${m.link}</p>`
    : "";
  const body = html`${banner()}
<main>
<p><a href="/_sandbox/mail">Back to the mailbox</a></p>
<h1 ${textOf(m)}>${m.subject}</h1>
<dl>
<dt>Kind</dt><dd>${kindLabel(m.kind)}</dd>
<dt>Language</dt><dd><span ${textOf(m)}>${LANGUAGES[m.language].nativeName}</span> (${m.language})</dd>
<dt>To</dt><dd>${m.to}</dd>
<dt>Sent</dt><dd><time datetime="${m.createdAt}">${when(m.createdAt)}</time></dd>
</dl>
<h2>Message</h2>
<div class="message" ${textOf(m)}>${m.body}</div>
${link}
</main>`;
  return page(`${m.subject} - Sandbox mailbox`, body);
}

export function notFoundPage(): string {
  return page(
    "Message not found - Sandbox mailbox",
    html`${banner()}<main><h1>Message not found</h1><p><a href="/_sandbox/mail">Back to the mailbox</a></p></main>`,
  );
}

export const SANDBOX_CSS = `:root { color-scheme: light; --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --accent: #0a5cc2; --warn: #7d4e00; --warn-bg: #fff4d6; }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: var(--ink); background: #fff; }
.banner { display: flex; gap: 0.75rem; align-items: center; padding: 0.5rem 1.5rem; background: var(--warn-bg); color: var(--warn); border-bottom: 1px solid var(--line); }
.banner p { margin: 0; }
.badge { font-weight: 700; text-transform: uppercase; letter-spacing: 0.05em; }
main { max-width: 72rem; margin: 0 auto; padding: 1.5rem; }
h1 { font-size: 1.75rem; margin: 0 0 1rem; }
h2 { font-size: 1.25rem; margin: 1.5rem 0 0.5rem; }
a { color: var(--accent); }
a:focus-visible, button:focus-visible, input:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.filter { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-bottom: 1rem; }
.filter input { padding: 0.375rem 0.5rem; border: 1px solid var(--muted); border-radius: 4px; min-width: 16rem; font: inherit; }
.filter button { padding: 0.375rem 0.875rem; border: 1px solid var(--accent); border-radius: 4px; background: var(--accent); color: #fff; font: inherit; cursor: pointer; }
table { width: 100%; border-collapse: collapse; }
caption { text-align: left; color: var(--muted); padding-bottom: 0.5rem; }
th, td { text-align: start; padding: 0.5rem 0.75rem; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-weight: 600; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
.message { white-space: pre-wrap; border: 1px solid var(--line); border-radius: 6px; padding: 1rem; background: #f6f8fa; }
.link { word-break: break-all; color: var(--muted); font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: 0.875rem; }
.action a { font-weight: 600; }
body.card-frame { background: transparent; }
.card-frame main { max-width: 24rem; margin: 0; padding: 0.75rem; }
.card-frame h1 { font-size: 1rem; margin: 0 0 0.5rem; }
.card-details { display: block; margin: 0; }
.card-details div { display: flex; justify-content: space-between; gap: 1rem; padding: 0.25rem 0; border-bottom: 1px solid var(--line); }
.card-details dd { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.card-details .pan { letter-spacing: 0.05em; }
.card-frame .hint { color: var(--muted); font-size: 0.875rem; margin: 0.5rem 0 0; }
`;
