// `npm run a11y`: Lighthouse accessibility alone on the screens of the screenshot baselines (perf/a11y.mjs,
// issue 35, ADR 0249), against a server of its own on a fresh state. Needs a production build
// (`npx react-router build`). Prints each page's score and its failing audits; exits 1 when a page scores
// under perf/budgets.json benchGoals.accessibilityMin. `npm run bench` runs the same measure.
//   node scripts/a11y.mjs [--port 8796]
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { accessibilityScores, belowGoal, printScores } from "../perf/a11y.mjs";
import { CHROMIUM, ensureChromium, quietEnv, root, waitForUrl } from "./lib.mjs";

const { values } = parseArgs({ options: { port: { type: "string", default: "8796" } } });
const origin = `http://localhost:${values.port}`;
const goal = JSON.parse(readFileSync(join(root, "perf", "budgets.json"), "utf8")).benchGoals?.accessibilityMin ?? 100;
await ensureChromium();
const server = spawn("node", ["scripts/serve.mjs", "--port", values.port, "--state", ".wrangler/a11y-state", "--fresh"], {
  cwd: root,
  env: quietEnv,
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
const stop = () => {
  try {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already stopped
  }
};
process.on("exit", stop);
await waitForUrl(`${origin}/healthz`, { timeoutMs: 120_000 });
await waitForUrl(`${origin}/_sandbox/clock`, { timeoutMs: 300_000 });
const scores = await accessibilityScores(origin, CHROMIUM);
printScores(scores);
const missed = belowGoal(scores, goal);
if (missed.length) console.error(`Goal missed (perf/budgets.json benchGoals.accessibilityMin ${goal}): ${missed.join("; ")}`);
process.exit(missed.length ? 1 : 0);
