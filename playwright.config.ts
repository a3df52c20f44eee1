import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";

/**
 * The fuzz's seed (tests/e2e/fuzz.spec.ts): a new one per run, drawn here once so every worker of the run
 * shares it; `FUZZ_SEED=<n>` repeats a run.
 */
process.env.FUZZ_SEED ??= String(Math.floor(Math.random() * 2 ** 31));

/** The end-to-end tests run against the production build served like `npm start`, on its own port and state. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);
/** The server's state in the temporary folder: in memory under `npm test` (scripts/test.mjs, ADR 0253). */
const E2E_STATE = join(tmpdir(), `beacon-e2e-state-${E2E_PORT}`);

/**
 * Specs that change state every other spec shares: the sandbox's clock (a jump of days ends every
 * provider session; onboarding moves it two hours), provider faults, and password resets (which end
 * every session of the account), and the imports (they create recipients and orders, and load cards).
 * They run last, one at a time, when nothing else runs (docs/decisions/0131-e2e-lanes.md).
 */
const SHARED_STATE = /\/(autoloads|faults|imports|intake|onboarding|password-reset|recipients)\.spec\.ts$/;
/**
 * Specs that act on the same seeded cards and personas (Maria's card from the dashboard, the portal and
 * the bad-input walk; Harbor's settings): one after another in the second lane. The budgets and the
 * wayfinding walk (they read pages, and tag a card) join them to even out the lanes' time (ADR 0253).
 */
const CARD_LANE = /\/(budgets|card-actions|cards|custom-fields|fuzz|no-javascript|portal|settings|wayfinding)\.spec\.ts$/;
/**
 * The product's screens as baselines (ADR 0249): they run first, on both workers, when no other spec has
 * changed the seed's data yet; both lanes wait for them (`--no-deps` runs a lane without them).
 */
const SCREENS = /\/screens\.spec\.ts$/;

export default defineConfig({
  testDir: "./tests/e2e",
  // A committed `test.only` would silently drop every other test: refused locally too, not only in CI.
  forbidOnly: true,
  fullyParallel: false,
  // Two workers: lane 1 and lane 2 side by side, then the shared-state specs alone. With the headless
  // shell the two lanes fit on two cores (ADR 0189; with the full browser they did not, ADR 0131). A new
  // spec joins the first lane unless it is listed above.
  workers: 2,
  projects: [
    { name: "screens", testMatch: SCREENS, fullyParallel: true },
    { name: "lane 1", testMatch: /.*\.spec\.ts$/, testIgnore: [SHARED_STATE, CARD_LANE, SCREENS], dependencies: ["screens"], workers: 1 },
    { name: "lane 2", testMatch: CARD_LANE, dependencies: ["screens"], workers: 1 },
    { name: "shared state", testMatch: SHARED_STATE, dependencies: ["lane 1", "lane 2"], workers: 1 },
  ],
  // No retries, and a test that passes only on another try (a retry set anywhere) fails the run: flaky is
  // failed (ADR 0192; the lint refuses retries in the specs).
  retries: 0,
  failOnFlakyTests: true,
  // Two lanes share two cores: room for a slow moment without hiding a hang (ADR 0131).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      // Debian's chromium-headless-shell, which `npm test` installs (scripts/lib.mjs, ADR 0189).
      executablePath: "/usr/bin/chromium-headless-shell",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1",
      ],
    },
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${E2E_PORT} --state ${E2E_STATE} --fresh`,
    url: `http://localhost:${E2E_PORT}/about`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
