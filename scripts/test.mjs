// `npm test`: every check, in the order that fails fastest: type check and lint side by side, production build,
// the deploy dry run of staging and production, then the end-to-end tests in Chromium, with the unit and
// sandbox tests beside them from when a core is free (the end of either lane or the shared-state specs, one at a
// time; vitest's output in test-results/vitest.log). Ends with one line "N passed, N failed, N skipped, N flaky"; a skipped or flaky
// test fails the run like a failed one (scripts/test-summary.mjs).

import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, CHROMIUM_HEADLESS_SHELL, ensureChromium, ensureDevVars, quietEnv, root, run } from "./lib.mjs";
import { countTests, runSteps } from "./test-summary.mjs";

const reports = join(root, "test-results");

function readJson(file) {
  const path = join(reports, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

/** Prints the closing lines and tells whether the run passed. */
function summary(failedStep) {
  const result = countTests(readJson("vitest.json"), readJson("e2e.json")?.stats, failedStep);
  if (failedStep) console.error(`\nnpm test stopped: ${failedStep} failed.`);
  console.info(`\n${result.lines.join("\n")}`);
  return result.ok;
}

/** Waits for every one of `runs`, then fails with the first that failed. */
async function together(runs) {
  const failed = (await Promise.allSettled(runs)).find((r) => r.status === "rejected");
  if (failed) throw failed.reason;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// The tests' databases (vitest's Miniflare, the end-to-end servers' state) and other temporary files in
// memory where the machine has a RAM disk: on disk, SQLite's syncs made workerd wait (ADR 0253).
const scratch = existsSync("/dev/shm") ? mkdtempSync("/dev/shm/beacon-test-") : null;
if (scratch) {
  process.env.TMPDIR = scratch;
  quietEnv.TMPDIR = scratch;
  // Removed however the run ends: the RAM disk keeps what is left in it until the machine restarts. Node ends
  // on Ctrl-C and SIGTERM without running "exit" listeners; these make them an exit with the shell's codes
  // for them (128 + the signal's number), so the folder goes then too.
  process.on("exit", () => rmSync(scratch, { recursive: true, force: true }));
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
}

const steps = [
  ["chromium", () => ensureChromium([CHROMIUM_HEADLESS_SHELL])],
  // Side by side: each takes one core.
  ["type check and lint", () => together([run("npm", ["run", "typecheck", "--silent"]), run("npm", ["run", "lint", "--silent"])])],
  ["build", () => run(bin("react-router"), ["build"])],
  // wrangler deploy --dry-run of staging and production, their rules and upload budgets (ADR 0205).
  ["deploy dry run", () => run("node", [join(root, "scripts", "check-deploy.mjs")])],
  [
    "unit, sandbox and end-to-end tests",
    async () => {
      // The browser tests are the longest path: their two lanes have both cores. vitest starts when a core
      // is free: when either lane has ended (its tests all reported; the other then runs alone for a minute or
      // so), when the shared-state specs start (one at a time), or when Playwright ends
      // (ADRs 0253, 0261). Its output goes to test-results/vitest.log.
      let release = () => {};
      const shared = new Promise((resolve) => {
        release = resolve;
      });
      let started = false;
      /** Starts vitest once, saying why in the output (test-results/vitest.log has its own times). */
      const startVitest = (why) => {
        if (started) return;
        started = true;
        console.info(`\n[npm test] vitest starts: ${why}\n`);
        release();
      };
      // How many tests each lane has, listed before the browser tests start: listed beside them, the list came
      // back empty in two clean-clone runs (and vitest started at once); listed first, in a new TMPDIR as this
      // script gives it, it has them all. A lane listed without tests is no count: vitest then waits for the
      // other lane or the shared-state specs.
      // The list is read to its end: the process's exit can come before its output has all been read (on a
      // loaded machine the list came back empty, and no lane was ever counted).
      // The specs read the local secrets when they load (the server creates them at its start, later): on a
      // fresh clone the list failed on the missing .dev.vars and no lane was ever counted.
      ensureDevVars();
      let listed = "";
      let listErrors = "";
      let listRead = Promise.resolve();
      const listing = await run(bin("playwright"), ["test", "--list", "--project", "lane 1", "--project", "lane 2", "--no-deps"], {
        stdio: ["ignore", "pipe", "pipe"],
        onChild: (child) => {
          // Decoded across chunks: a character split between two chunks ("›", "✓") stays whole.
          child.stdout.setEncoding("utf8");
          child.stdout.on("data", (text) => {
            listed += text;
          });
          child.stderr.setEncoding("utf8");
          child.stderr.on("data", (text) => {
            listErrors += text;
          });
          listRead = new Promise((resolve) => child.stdout.on("close", resolve));
        },
      }).then(
        () => "",
        (error) => String(error.message),
      );
      await listRead;
      /** Per lane, its listed tests and how many have reported (passed, failed or skipped). */
      const lanes = new Map();
      for (const [, lane] of listed.matchAll(/^\s*\[(lane \d)\] ›/gm)) {
        const counts = lanes.get(lane) ?? { total: 0, done: 0 };
        counts.total++;
        lanes.set(lane, counts);
      }
      // Said in the output, with why when the list has no lane (vitest then starts with the shared-state specs).
      const why =
        lanes.size > 0
          ? ""
          : ` (${[listing, listErrors.trim().split("\n")[0], `${listed.length} characters listed`].filter(Boolean).join("; ")})`;
      console.info(
        `\n[npm test] lanes listed: ${[...lanes].map(([lane, { total }]) => `${lane} ${total} tests`).join(", ") || "none"}${why}\n`,
      );
      let partial = "";
      const playwright = run(bin("playwright"), ["test"], {
        stdio: ["ignore", "pipe", "inherit"],
        onChild: (child) => {
          child.stdout.setEncoding("utf8");
          child.stdout.on("data", (text) => {
            process.stdout.write(text);
            const lines = (partial + text).split("\n");
            partial = lines.pop() ?? "";
            for (const line of lines) {
              // A finished test of a lane ("  ✓  12 [lane 1] › ..."): the lane whose tests have all reported
              // leaves its core to vitest.
              const lane = /^\s*[✓✘-]\s+\d+ \[(lane \d)\]/.exec(line)?.[1];
              const counts = lane === undefined ? undefined : lanes.get(lane);
              if (counts !== undefined && ++counts.done === counts.total) startVitest(`${lane}'s ${counts.total} tests have reported`);
              if (line.includes("[shared state]")) startVitest("the shared-state specs have started");
            }
          });
        },
      });
      playwright.finally(() => startVitest("Playwright has ended")).catch(() => {});
      const log = createWriteStream(join(reports, "vitest.log"));
      const vitest = shared.then(() =>
        run(
          bin("vitest"),
          ["run", "--maxWorkers=1", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`],
          {
            stdio: ["ignore", "pipe", "pipe"],
            onChild: (child) => {
              child.stdout.pipe(log);
              child.stderr.pipe(log);
            },
          },
        ),
      );
      const results = await Promise.allSettled([vitest, playwright]);
      console.info(`\nUnit and sandbox tests: ${results[0].status === "fulfilled" ? "passed" : "FAILED"} (test-results/vitest.log)`);
      if (results[0].status === "rejected")
        console.info(readFileSync(join(reports, "vitest.log"), "utf8").split("\n").slice(-60).join("\n"));
      const failed = results.find((r) => r.status === "rejected");
      if (failed) throw failed.reason;
    },
  ],
];

process.exit((await runSteps(steps, summary)) ? 0 : 1);
