// A/B of two running builds on one page: `node perf/ab.mjs <originA> <originB> [path] [n]`.
//
// Serve the other build beside `npm start` (for example a worktree of an older commit with
// `node scripts/serve.mjs --port 8802 --state .wrangler/ab --fresh`), then compare. Requests alternate
// between the servers one at a time, so a slow moment of the machine weighs on both; the first 100 of
// each are warm-up. The app side of a response is its wall time minus the provider wait it reports in
// Server-Timing, the figure issue 11 item 8 and `npm run bench` use (docs/performance.md, fifth run).
// Signs in as Harbor's admin on both. Loopback only.
import { providerTiming } from "./page-weight.mjs";
import { signIn } from "./sign-in.mjs";

const WARM_UP = 100;
const [a, b, path = "/biz_harbor/cards", count = "600"] = process.argv.slice(2);
if (!a || !b) {
  console.error("Usage: node perf/ab.mjs <originA> <originB> [path] [n]");
  process.exit(2);
}
const origins = [a, b];
const n = Number(count);

/** @param {number[]} list @param {number} q */
const quantile = (list, q) => [...list].sort((x, y) => x - y)[Math.floor(list.length * q)] ?? Number.NaN;

const cookies = await Promise.all(origins.map((origin) => signIn(origin, "admin@harbor.test")));
/** @type {{ origin: string, cookie: string, total: number[], provider: number[], app: number[] }[]} */
const runs = origins.map((origin, k) => ({ origin, cookie: cookies[k] ?? "", total: [], provider: [], app: [] }));
for (let i = 0; i < n + WARM_UP; i++) {
  for (const run of runs) {
    const start = performance.now();
    const res = await fetch(`${run.origin}${path}`, { headers: { cookie: run.cookie } });
    await res.arrayBuffer();
    const total = performance.now() - start;
    if (res.status !== 200) throw new Error(`${run.origin}${path} answered ${res.status}`);
    if (i < WARM_UP) continue;
    const wait = providerTiming(res.headers.get("server-timing")).waitMs;
    run.total.push(total);
    run.provider.push(wait);
    run.app.push(total - wait);
  }
}
for (const run of runs) {
  console.info(
    `${run.origin}${path}: median ${quantile(run.total, 0.5).toFixed(1)} ms, provider ${quantile(run.provider, 0.5).toFixed(1)} ms, ` +
      `app side median ${quantile(run.app, 0.5).toFixed(1)} ms (p25 ${quantile(run.app, 0.25).toFixed(1)}) over ${n}`,
  );
}
const [first, second] = runs.map((run) => quantile(run.app, 0.5));
const difference = (second ?? Number.NaN) - (first ?? Number.NaN);
console.info(`B - A, app side median: ${difference >= 0 ? "+" : ""}${difference.toFixed(1)} ms`);
