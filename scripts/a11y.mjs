// `npm run a11y`: Lighthouse accessibility alone on the screens of the screenshot baselines (perf/a11y.mjs,
// issue 35, ADR 0249), against a server of its own on a fresh state. Needs a production build
// (`npx react-router build`). Prints each page's score and its failing audits; exits 1 when a page scores
// under perf/budgets.json benchGoals.accessibilityMin. `npm run bench` runs the same measure.
//   node scripts/a11y.mjs [--port 8796]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { accessibilityScores, belowGoal, printScores } from "../perf/a11y.mjs";
import { serveBuild } from "../perf/serve-build.mjs";
import { CHROMIUM, CHROMIUM_FLAGS, ensureChromium, quietEnv, root, waitForUrl } from "./lib.mjs";

const { values } = parseArgs({ options: { port: { type: "string", default: "8796" } } });
const origin = `http://localhost:${values.port}`;
const goal = JSON.parse(readFileSync(join(root, "perf", "budgets.json"), "utf8")).benchGoals?.accessibilityMin ?? 100;
await ensureChromium();
serveBuild({ root, env: quietEnv, port: Number(values.port), state: ".wrangler/a11y-state" });
await waitForUrl(`${origin}/healthz`, { timeoutMs: 120_000 });
await waitForUrl(`${origin}/_sandbox/clock`, { timeoutMs: 300_000 });
const scores = await accessibilityScores(origin, { chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
printScores(scores);
const missed = belowGoal(scores, goal);
if (missed.length) console.error(`Goal missed (perf/budgets.json benchGoals.accessibilityMin ${goal}): ${missed.join("; ")}`);
process.exit(missed.length ? 1 : 0);
