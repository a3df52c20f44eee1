// `npm test`: every check, in the order that fails fastest: type check, lint, unit and sandbox tests,
// production build, the deploy dry run of staging and production, end-to-end tests in Chromium. Ends with one
// line "N passed, N failed, N skipped, N flaky"; a skipped or flaky test fails the run like a failed one
// (scripts/test-summary.mjs).
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, CHROMIUM_HEADLESS_SHELL, ensureChromium, root, run } from "./lib.mjs";
import { countTests } from "./test-summary.mjs";

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
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    summary(name);
    process.exit(1);
  }
}
process.exit(summary(null) ? 0 : 1);
