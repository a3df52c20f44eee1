import { defineConfig } from "@playwright/test";

/** The end-to-end tests run against the production build served like `npm start`, on its own port and state. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8790);

export default defineConfig({
  testDir: "./tests/e2e",
  testMatch: /.*\.spec\.ts/,
  // A committed `test.only` would silently drop every other test: refused locally too, not only in CI.
  forbidOnly: true,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/artifacts",
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
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
    command: `node scripts/serve.mjs --port ${E2E_PORT} --state .wrangler/e2e-state-${E2E_PORT} --fresh`,
    url: `http://localhost:${E2E_PORT}/about`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
