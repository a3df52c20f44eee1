// `npm test`: every check, in the order that fails fastest: type check, lint, unit and sandbox tests,
// production build, the deploy dry run of staging and production, end-to-end tests in Chromium. Ends with
// one line "N passed, N failed, N skipped"; a skipped test fails the run like a failed one.
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, CHROMIUM_HEADLESS_SHELL, ensureChromium, root, run } from "./lib.mjs";

const reports = join(root, "test-results");

function readJson(file) {
  const path = join(reports, file);
  return existsSync(path) ? JSON.parse(readFileSync(path, "utf8")) : null;
}

function summary(failedStep) {
  const vitest = readJson("vitest.json");
  const e2e = readJson("e2e.json")?.stats;
  const passed = (vitest?.numPassedTests ?? 0) + (e2e?.expected ?? 0);
  const failed =
    (vitest?.numFailedTests ?? 0) + (e2e?.unexpected ?? 0) + (failedStep && !vitest?.numFailedTests && !e2e?.unexpected ? 1 : 0);
  // Skipped, pending and todo tests are counted and printed, so a test that stops running never goes unnoticed;
  // they also fail the run (nothing is committed skipped: lint forbids it, see docs/decisions/0008-test-layout.md).
  const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (e2e?.skipped ?? 0);
  if (failedStep) console.error(`\nnpm test stopped: ${failedStep} failed.`);
  console.info(
    `\nunit and sandbox: ${vitest?.numPassedTests ?? 0} passed, ${(vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0)} skipped; ` +
      `end-to-end: ${e2e?.expected ?? 0} passed, ${e2e?.skipped ?? 0} skipped, ${e2e?.flaky ?? 0} flaky`,
  );
  console.info(`${passed} passed, ${failed} failed, ${skipped} skipped`);
  return failed + skipped;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ["chromium", () => ensureChromium([CHROMIUM_HEADLESS_SHELL])],
  ["type check", () => run("npm", ["run", "typecheck", "--silent"])],
  ["lint", () => run("npm", ["run", "lint", "--silent"])],
  [
    "unit and sandbox tests",
    () => run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`]),
  ],
  ["build", () => run(bin("react-router"), ["build"])],
  // wrangler deploy --dry-run of staging and production, their rules and upload budgets (ADR 0205).
  ["deploy dry run", () => run("node", [join(root, "scripts", "check-deploy.mjs")])],
  ["end-to-end tests", () => run(bin("playwright"), ["test"])],
];

for (const [name, step] of steps) {
  try {
    await step();
  } catch {
    summary(name);
    process.exit(1);
  }
}
process.exit(summary(null) > 0 ? 1 : 0);
