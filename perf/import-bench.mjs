// The 10,000-row card-load import (issue 20 item 6), measured by `npm run bench`: how long the upload
// and the check of every row take (until the preview says every row is right), and how long the
// confirmed import then runs to its end (the Workflow loading each card once). Metro's active cards,
// one cent each, so the funding account covers the file. Loopback only, bounded in time.

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
 * @param {string} origin
 * @param {string} path
 * @param {string} cookie
 */
async function pageText(origin, path, cookie) {
  const res = await fetch(`${origin}${path}`, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  return res.text();
}

/**
 * @param {string} origin
 * @param {string} cookie a session of an admin of `businessId`
 * @returns {Promise<{ rows: number, checkMs: number, importMs: number, finished: boolean }>}
 */
export async function importBench(origin, cookie, businessId = "biz_metro") {
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
  while (!finished && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    finished = (await pageText(origin, `${page}?import=${encodeURIComponent(importId)}&lang=en`, cookie)).includes("Import finished");
  }
  return { rows: ROWS, checkMs, importMs: performance.now() - confirmedAt, finished };
}
