// Serves the production build in local workerd: the app and the sandbox provider worker, bound by a
// service binding, with the sandbox's D1 migrated. Used by `npm start` and by the end-to-end tests.
//   node scripts/serve.mjs [--port 8787] [--state .wrangler/state] [--fresh]
import { spawn } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bin, ensureDevVars, quietEnv, readDevVars, root, run, waitForUrl } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    state: { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
  },
});

const appConfig = join(root, "build", "server", "wrangler.json");
const sandboxConfig = join(root, "dist", "beacon_sandbox", "wrangler.json");
if (!existsSync(appConfig) || !existsSync(sandboxConfig)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const state = join(root, values.state);
if (values.fresh) rmSync(state, { recursive: true, force: true });

ensureDevVars();
// The sandbox's database, then the app's own (imports, docs/decisions/0170-bulk-imports.md).
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "-c", "sandbox/wrangler.jsonc", "--persist-to", state], {
  stdio: ["ignore", "ignore", "inherit"],
});
await run(bin("wrangler"), ["d1", "migrations", "apply", "APP_DB", "--local", "-c", "wrangler.jsonc", "--persist-to", state], {
  stdio: ["ignore", "ignore", "inherit"],
});

// SANDBOX_MODE=1: this script serves the sandbox provider, so it turns sandbox mode on explicitly; the
// checked-in configuration never does (ADR 0098).
const vars = Object.entries({ ...readDevVars(), SANDBOX_MODE: "1" }).flatMap(([k, v]) => ["--var", `${k}:${v}`]);
const server = spawn(
  bin("wrangler"),
  [
    "dev",
    "-c",
    appConfig,
    "-c",
    sandboxConfig,
    "--ip",
    "127.0.0.1",
    "--port",
    values.port,
    "--persist-to",
    state,
    "--inspector-port",
    "0",
    "--show-interactive-dev-session=false",
    "--log-level",
    "warn",
    ...vars,
  ],
  // Same process group as this script: whoever stops us (Ctrl-C, Playwright) stops wrangler and workerd too.
  { cwd: root, stdio: "inherit", env: quietEnv },
);
const stop = () => server.kill("SIGTERM");
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});
process.on("SIGTERM", () => {
  stop();
  process.exit(143);
});
server.on("exit", (code) => process.exit(code ?? 1));

const origin = `http://localhost:${values.port}`;
await waitForUrl(`${origin}/`);
// The sandbox seeds its demo data on the first request to an empty database.
const started = Date.now();
await waitForUrl(`${origin}/_sandbox/clock`, { timeoutMs: 300_000 });
console.info(`Demo data ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
console.info(`\n  Beacon Payouts is running on ${origin}\n  Sandbox mailbox: ${origin}/_sandbox/mail\n`);
