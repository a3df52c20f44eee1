// `npm test`: every check, in the order that fails fastest: type check, lint, unit and sandbox tests,
// production build, end-to-end tests in Chromium. Prints one closing line "N passed, N failed".
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bin, root, run } from "./lib.mjs";

const CHROMIUM = "/usr/bin/chromium";

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error("Chromium is missing: run `sudo apt-get install -y chromium` (Debian's package), then `npm test` again.");
    process.exit(1);
  }
  console.info("Installing Debian's chromium for the end-to-end tests...");
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

const reports = join(root, "test-results");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

await ensureChromium();
await run("npm", ["run", "typecheck", "--silent"]);
await run("npm", ["run", "lint", "--silent"]);
await run(bin("vitest"), ["run", "--reporter=default", "--reporter=json", `--outputFile=${join(reports, "vitest.json")}`]);
await run(bin("react-router"), ["build"]);
let e2eError;
try {
  await run(bin("playwright"), ["test"]);
} catch (error) {
  e2eError = error;
}

const vitest = JSON.parse(readFileSync(join(reports, "vitest.json"), "utf8"));
const e2e = existsSync(join(reports, "e2e.json")) ? JSON.parse(readFileSync(join(reports, "e2e.json"), "utf8")).stats : null;
const passed = vitest.numPassedTests + (e2e?.expected ?? 0);
const failed = vitest.numFailedTests + (e2e ? e2e.unexpected : 1);
console.info(`\nunit and sandbox: ${vitest.numPassedTests} passed; end-to-end: ${e2e?.expected ?? 0} passed, ${e2e?.flaky ?? 0} flaky`);
console.info(`${passed} passed, ${failed} failed`);
if (e2eError || failed > 0) process.exit(1);
