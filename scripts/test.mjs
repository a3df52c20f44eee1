// `npm test`: every check, in the order that fails fastest: type check, lint, unit and sandbox tests,
// production build, end-to-end tests in Chromium. Ends with one line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, ensureChromium, root, run } from "./lib.mjs";

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
  if (failedStep) console.error(`\nnpm test stopped: ${failedStep} failed.`);
  console.info(
    `\nunit and sandbox: ${vitest?.numPassedTests ?? 0} passed; end-to-end: ${e2e?.expected ?? 0} passed, ${e2e?.flaky ?? 0} flaky`,
  );
  console.info(`${passed} passed, ${failed} failed`);
  return failed;
}

rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const steps = [
  ["chromium", ensureChromium],
  ["type check", () => run("npm", ["run", "typecheck", "--silent"])],
  ["lint", () => run("npm", ["run", "lint", "--silent"])],
  [
    "unit and sandbox tests",
    () => run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`]),
  ],
  ["build", () => run(bin("react-router"), ["build"])],
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
