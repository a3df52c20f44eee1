// The 10,000-row card-load import (issue 20 item 6), measured by `npm run bench`: how long the upload
// and the check of every row take (until the preview says every row is right), and how long the
// confirmed import then runs to its end (the Workflow loading each card once). Metro's active cards,
// one cent each, so the funding account covers the file. Loopback only, bounded in time.
//
// With `{ fault: true }` (issue 40 item 3), once the page says half the rows are done, the sandbox's
// fault switch fails the next three loads (500) and then throttles the next four (429): the run must
// resume where it stopped. Either way every card's balance is read from Metro's cards export before and
// after, and `movedWrong` counts the cards whose balance did not grow by exactly their rows' cents (money
// moved twice, or not at all).

const ROWS = 10_000;

/**
 * Metro's active card ids, from its own export (the first column).
 * @param {string} origin
 * @param {string} businessId
 * @param {string} cookie
 */
async function activeCardIds(origin, businessId, cookie) {
  const res = await fetch(`${origin}/${businessId}/cards/export.csv?status=active`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`The cards export answered ${res.status}`);
  const lines = (await res.text())
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .slice(1);
  return lines.map((line) => line.split(",")[0]?.replace(/"/g, "") ?? "").filter((id) => /^[A-Z0-9]{10}$/.test(id));
}

/**
 * Every card's balance in cents, from the business's cards export (the column whose heading names the
 * balance; the export is in the user's language, English for Metro's admin).
 * @param {string} origin @param {string} businessId @param {string} cookie
 * @returns {Promise<Map<string, number>>}
 */
async function balances(origin, businessId, cookie) {
  const res = await fetch(`${origin}/${businessId}/cards/export.csv?lang=en`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`The cards export answered ${res.status}`);
  const [head = "", ...lines] = (await res.text()).replace(/^\uFEFF/, "").split(/\r?\n/);
  const cells = (/** @type {string} */ line) => line.split(",").map((cell) => cell.replace(/"/g, ""));
  const column = cells(head).findIndex((name) => /balance/i.test(name));
  if (column < 0) throw new Error(`The cards export has no balance column: ${head}`);
  const result = new Map();
  for (const line of lines) {
    const row = cells(line);
    if (!row[0] || !/^[A-Z0-9]{10}$/.test(row[0])) continue;
    const [whole = "0", part = ""] = (row[column] ?? "0").split(".");
    const sign = whole.startsWith("-") ? -1 : 1;
    result.set(row[0], sign * (Math.abs(Number(whole)) * 100 + Number(part.padEnd(2, "0").slice(0, 2))));
  }
  return result;
}

/**
 * Arms the sandbox's fault switch for the next `count` card loads (through the app's `/_sandbox/` helpers).
 * @param {string} origin @param {"error" | "rate_limit"} mode @param {number} count
 */
async function armFault(origin, mode, count) {
  const res = await fetch(`${origin}/_sandbox/faults`, {
    method: "POST",
    // Same-origin, as the app's cross-site check asks of every post.
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify({ endpoint: "cards.load", mode, count }),
  });
  if (res.status >= 300) throw new Error(`Arming the fault answered ${res.status}`);
}

/**
 * @param {string} origin
 * @param {string} path
 * @param {string} cookie
 * @param {number} [timeoutMs] how long to wait for the page (a poll gives up sooner and asks again)
 */
async function pageText(origin, path, cookie, timeoutMs = 600_000) {
  const res = await fetch(`${origin}${path}`, { headers: { cookie }, signal: AbortSignal.timeout(timeoutMs) });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/**
 * @param {string} origin
 * @param {string} cookie a session of an admin of `businessId`
 * @param {{ fault?: boolean, onConfirm?: () => unknown, onFinished?: () => unknown }} [options] `onConfirm` and
 *   `onFinished` are called just before the confirm is posted and as soon as the page says the import ended
 *   (perf/import-only.mjs reads the serving processes' CPU time there).
 * @returns {Promise<{ rows: number, checkMs: number, importMs: number, finished: boolean, faulted: boolean, movedWrong: number }>}
 */
export async function importBench(origin, cookie, businessId = "biz_metro", options = {}) {
  const cards = await activeCardIds(origin, businessId, cookie);
  if (cards.length === 0) throw new Error("No active card to load");
  const csv = ["cardId,amount", ...Array.from({ length: ROWS }, (_, i) => `${cards[i % cards.length]},0.01`)].join("\r\n");
  const page = `/${businessId}/import/card-loads`;
  const form = new FormData();
  form.append("intent", "upload");
  form.append("file", new Blob([csv], { type: "text/csv" }), "ten-thousand-loads.csv");

  const start = performance.now();
  const upload = await fetch(`${origin}${page}`, { method: "POST", body: form, redirect: "manual", headers: { cookie, Origin: origin } });
  const location = upload.headers.get("location");
  if (upload.status >= 400 || !location) throw new Error(`The upload answered ${upload.status}`);
  const importId = new URL(location, origin).searchParams.get("import") ?? "";
  const preview = await pageText(origin, `${page}?import=${encodeURIComponent(importId)}&lang=en`, cookie);
  const checkMs = performance.now() - start;
  if (!preview.includes("Every row is right.")) throw new Error("The 10,000-row file was not checked clean");

  const before = await balances(origin, businessId, cookie);
  await options.onConfirm?.();
  const confirmedAt = performance.now();
  const confirm = await fetch(`${origin}${page}?import=${encodeURIComponent(importId)}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "confirm", importId }),
  });
  if (confirm.status >= 400) throw new Error(`The confirmation answered ${confirm.status}`);
  let finished = false;
  const deadline = confirmedAt + 15 * 60_000;
  let faulted = false;
  while (!finished && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // A page that does not answer within a minute (the machine busy with the job) is asked again.
    const text = await pageText(origin, `${page}?import=${encodeURIComponent(importId)}&lang=en`, cookie, 60_000).catch(() => "");
    finished = text.includes("Import finished");
    const done = Number((/([\d,]+) of [\d,]+ rows done/.exec(text)?.[1] ?? "0").replace(/,/g, ""));
    if (options.fault && !faulted && !finished && done >= ROWS / 2) {
      await armFault(origin, "error", 3);
      await armFault(origin, "rate_limit", 4);
      faulted = true;
    }
  }
  const importMs = performance.now() - confirmedAt;
  await options.onFinished?.();
  const after = await balances(origin, businessId, cookie);
  const expected = new Map();
  for (let i = 0; i < ROWS; i++) {
    const id = cards[i % cards.length] ?? "";
    expected.set(id, (expected.get(id) ?? 0) + 1);
  }
  let movedWrong = 0;
  for (const [id, cents] of after) if (cents - (before.get(id) ?? 0) !== (expected.get(id) ?? 0)) movedWrong++;
  return { rows: ROWS, checkMs, importMs, finished, faulted, movedWrong };
}
