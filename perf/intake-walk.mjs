// Every state of the recipient intake pages (issue 14), reached the way a recipient reaches them: a seeded
// recipient's intake link, the e-mailed code, bank details, the bank-linking page and back, the status.
// Returns each page with the cookie that shows it, for the budget test (bytes, no script) and `npm run
// bench` (the same plus Lighthouse). Plain HTTP against a running server, loopback only.

/** @typedef {{ messages: { to: string, body: string, link: string | null }[] }} Mailbox */

/**
 * A new Harbor recipient, created on the dashboard's form by a signed-in admin, and its intake e-mail.
 * @param {string} origin @param {string} adminCookie
 */
export async function newRecipient(origin, adminCookie) {
  const email = `intake.walk.${Date.now()}.${Math.floor(Math.random() * 1e6)}@recipient.test`;
  const res = await fetch(`${origin}/biz_harbor/recipients?new=1`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie: adminCookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "create", name: "Walk Person", email, bankDetails: "email" }),
  });
  await res.arrayBuffer();
  if (res.status !== 302) throw new Error(`creating a recipient answered ${res.status}`);
  const box = /** @type {Mailbox} */ (await (await fetch(`${origin}/_sandbox/mail.json?to=${encodeURIComponent(email)}`)).json());
  const mail = box.messages.find((m) => m.link?.startsWith("/setup-payment/biz_harbor/recipient?token="));
  if (!mail) throw new Error("no intake e-mail for the new recipient");
  return mail;
}

/** A tiny cookie jar: name=value pairs from Set-Cookie, cleared by Max-Age=0. */
function jar() {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  return {
    /** @param {Response} res */
    take(res) {
      for (const line of res.headers.getSetCookie()) {
        const pair = line.split(";")[0] ?? "";
        const at = pair.indexOf("=");
        const name = pair.slice(0, at);
        if (/max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
  };
}

/**
 * @param {string} origin
 * @param {string} adminCookie a Harbor admin's session cookie (the walk's recipient is new, so other
 *   tests' seeded recipients keep their state)
 * @param {(page: { label: string, path: string, cookie: string }) => Promise<void>} [visit] called at once
 *   for each page, while the walk is in that state (a page fetched after the walk shows its last state: the
 *   bank details page is then the status page)
 * @returns {Promise<{ label: string, path: string, cookie: string }[]>}
 */
export async function intakePages(origin, adminCookie, visit) {
  const mail = await newRecipient(origin, adminCookie);
  const cookies = jar();
  /** @param {string} path @param {Record<string, string>} [form] */
  const go = async (path, form) => {
    const res = await fetch(new URL(path, origin), {
      method: form ? "POST" : "GET",
      redirect: "manual",
      headers: {
        cookie: cookies.header(),
        ...(form ? { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" } : {}),
      },
      body: form ? new URLSearchParams(form) : undefined,
    });
    cookies.take(res);
    await res.arrayBuffer();
    if (res.status >= 400) throw new Error(`${form ? "POST" : "GET"} ${path} answered ${res.status}`);
    return res.headers.get("location");
  };
  /** @type {{ label: string, path: string, cookie: string }[]} */
  const pages = [];
  /** @param {string} label @param {string} path */
  const keep = async (label, path) => {
    const page = { label, path, cookie: cookies.header() };
    pages.push(page);
    await visit?.(page);
  };
  const email = "/setup-payment/biz_harbor/recipient";
  const details = "/setup-payment/recipient";

  await keep("intake: no link", email);
  await keep("intake: signed out", details);
  await keep("intake: new link sent", `${email}?step=link-sent`);
  await go(mail.link ?? "");
  await keep("intake: e-mail", email);
  await go(email, { intent: "sendCode", email: mail.to });
  await keep("intake: code", `${email}?step=code`);
  const codes = /** @type {Mailbox} */ (await (await fetch(`${origin}/_sandbox/mail.json?to=${encodeURIComponent(mail.to)}`)).json());
  const code = codes.messages.map((m) => /\b(\d{6})\b/.exec(m.body)?.[1]).find(Boolean) ?? "";
  await go(email, { intent: "verifyCode", code });
  await keep("intake: bank details", details);
  await keep("intake: connect a bank", `${details}?step=connect`);
  await go(details, {
    intent: "details",
    nameOnAccount: "Test Person",
    routingNumber: "021000021",
    accountNumber: "000123456789",
    confirmAccountNumber: "000123456789",
    accountType: "checking",
  });
  await keep("intake: review", `${details}?step=review`);
  const hosted = await go(`${details}?step=connect`, { intent: "bankLink", nameOnAccount: "Test Person" });
  if (!hosted?.startsWith("/_sandbox/bank-link/")) throw new Error(`bank link went to ${hosted}`);
  await keep("bank-linking page: banks", hosted);
  await keep("bank-linking page: accounts (13)", `${hosted}?lang=en&bank=outcomes`);
  const back = await go(hosted, { intent: "cancel", lang: "en" });
  await keep("intake: back from the bank page", new URL(back ?? "", origin).pathname + new URL(back ?? "", origin).search);
  await go(details, { intent: "submit" });
  await keep("intake: status", details);
  return pages;
}
