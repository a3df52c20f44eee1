// Serves the production build in local workerd through Miniflare's API, without `wrangler dev` and its
// proxy (docs/decisions/0190-miniflare-runtime.md): the app and the sandbox provider worker, bound by a
// service binding, with both D1 databases migrated. Used by `npm start`, the end-to-end tests, the bench
// and the soak.
//   node scripts/serve.mjs [--port 8787] [--state .wrangler/state] [--fresh] [--verbose] [--provider-port 8788] [--inspector-port 9229]
//                          [--var NAME=VALUE ...] [--worker-logs] [--app-alone]
// With --provider-port, a production-like run (issue 39 item 2, ADR 0226): the sandbox alone on that port, and
// the app alone on --port reaching it by URL (PROVIDER_BASE_URL), with no service binding and no SANDBOX_MODE.
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { dirname, join, matchesGlob, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bin, ensureDevVars, quietEnv, readDevVars, root, run, waitForUrl } from "./lib.mjs";

// No telemetry, no outbound `cf` fetch, wrangler's files inside the project: for wrangler's code loaded
// below as for the commands run.
Object.assign(process.env, quietEnv);
const { convertV4MiniflareOptions, Log, LogLevel, Miniflare } = await import("miniflare");
const { unstable_getMiniflareWorkerOptions } = await import("wrangler");

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    state: { type: "string", default: ".wrangler/state" },
    fresh: { type: "boolean", default: false },
    // workerd's own debug log and every worker's console output, to see which side closes a connection.
    verbose: { type: "boolean", default: false },
    "provider-port": { type: "string" },
    // workerd's inspector (Chrome DevTools protocol) for CPU profiles of the workers (perf/import-only.mjs --profile); one workerd only, not with --provider-port.
    "inspector-port": { type: "string" },
    // A variable of the app over .dev.vars (repeatable): a spec's own server (tests/e2e/own-server.ts).
    var: { type: "string", multiple: true, default: [] },
    // Every line the workers log (their request lines too), on the standard output: tests/e2e/logs.spec.ts.
    "worker-logs": { type: "boolean", default: false },
    // The app alone in production's shape, with no provider at all (no sandbox, no URL): what a deployment
    // that forgot its provider serves (tests/e2e/unconfigured.spec.ts).
    "app-alone": { type: "boolean", default: false },
  },
});

const appConfig = join(root, "build", "server", "wrangler.json");
const sandboxConfig = join(root, "dist", "beacon_sandbox", "wrangler.json");
if (!existsSync(appConfig) || !existsSync(sandboxConfig)) {
  console.error("No production build found: run `npm run build` first.");
  process.exit(1);
}

const state = resolve(root, values.state);
if (values.fresh) rmSync(state, { recursive: true, force: true });

ensureDevVars();
const byUrl = values["provider-port"] !== undefined;
const appAlone = values["app-alone"];
// By URL, each worker keeps its own state folder, as two deployments would.
const appState = byUrl ? join(state, "app") : state;
const providerState = byUrl ? join(state, "provider") : state;
// The sandbox's database, then the app's own (imports, docs/decisions/0170-bulk-imports.md), by wrangler's
// own migration command into the same state folder Miniflare persists to (`<state>/v3`, as wrangler dev).
if (!appAlone)
  await run(
    bin("wrangler"),
    ["d1", "migrations", "apply", "DB", "--local", "-c", "sandbox/wrangler.jsonc", "--persist-to", providerState],
    {
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
await run(bin("wrangler"), ["d1", "migrations", "apply", "APP_DB", "--local", "-c", "wrangler.jsonc", "--persist-to", appState], {
  stdio: ["ignore", "ignore", "inherit"],
});

/**
 * The worker's modules as wrangler uploads a `no_bundle` build: the entry first, then every other file of
 * the build folder that one of the configuration's module rules matches (wrangler's rules and defaults, as
 * the conversion returns them), typed by the first rule that matches.
 * @param {string} main the entry module's absolute path
 * @param {{ type: string, include: string[] }[]} rules
 */
function buildModules(main, rules) {
  const folder = dirname(main);
  const modules = [{ type: "ESModule", path: main }];
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    if (path === main) continue;
    const rule = rules.find(({ include }) => include.some((glob) => matchesGlob(relative(folder, path), glob)));
    if (rule) modules.push({ type: rule.type, path });
  }
  return { modulesRoot: folder, modules };
}

/**
 * One worker of the build as Miniflare runs it: wrangler's own conversion of the built configuration
 * (bindings, D1, R2, queues, workflows, service bindings, cron triggers, the app's static assets), the
 * built modules as they are (the build is not bundled again), and `vars` over the configuration's plain
 * texts, as `--var` did.
 * @param {string} configPath
 * @param {Record<string, string>} [vars]
 */
function worker(configPath, vars = {}) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(configPath);
  const { modulesRules, ...options } = workerOptions;
  if (!main) throw new Error(`${configPath} names no main module`);
  const { name } = JSON.parse(readFileSync(configPath, "utf8"));
  return {
    ...options,
    name,
    ...buildModules(main, modulesRules ?? []),
    bindings: { ...options.bindings, ...vars },
  };
}

// SANDBOX_MODE=1: this script serves the sandbox provider, so it turns sandbox mode on explicitly; the
// checked-in configuration never does (ADR 0098). The local secrets go to the app, as `--var` did.
// By URL: no SANDBOX_MODE, the provider's address, and the sandbox's one top-level business with a
// super-business funding account (a provider on this machine lists its own, ADR 0226).
const { SANDBOX_MODE: _sandboxMode, ...devVars } = readDevVars();
const providerOrigin = byUrl ? `http://127.0.0.1:${values["provider-port"]}` : null;
const givenVars = Object.fromEntries(
  values.var.map((pair) => {
    const at = pair.indexOf("=");
    if (at < 1) throw new Error(`--var takes NAME=VALUE, not ${pair}`);
    return [pair.slice(0, at), pair.slice(at + 1)];
  }),
);
const appVars = {
  ...devVars,
  ...(providerOrigin
    ? { PROVIDER_BASE_URL: providerOrigin, SUPER_FUNDING_ACCOUNT_BUSINESS_IDS: "biz_unity" }
    : appAlone
      ? {}
      : { SANDBOX_MODE: "1" }),
  ...givenVars,
};

// workerd's own output: warnings and errors, as `wrangler dev --log-level warn` showed them.
const log = new Log(values.verbose ? LogLevel.DEBUG : LogLevel.WARN);

/**
 * One local workerd serving `workers` on `port` (the first worker receives every request, whatever its
 * host name: the tenants' *.localhost hosts), persisting to `<folder>/v3`.
 * @param {object[]} workers
 * @param {number} port
 * @param {string} folder
 */
function serve(workers, port, folder) {
  // Miniflare 5 takes its own option shape; wrangler's conversion gives the shape of Miniflare 4, and wrangler
  // converts it with Miniflare's own function, as here.
  return new Miniflare(
    convertV4MiniflareOptions({
      rootPath: root,
      host: "127.0.0.1",
      port,
      workers,
      // The same layout as `wrangler dev --persist-to <state>` and `wrangler d1 migrations apply --persist-to`.
      resourcePersistencePath: join(folder, "v3"),
      resourceTmpPath: join(root, ".wrangler", "tmp"),
      // `/cdn-cgi/handler/scheduled` and the other local trigger paths, as under wrangler dev.
      unsafeTriggerHandlers: true,
      logRequests: false,
      log,
      verbose: values.verbose,
      handleStructuredLogs: ({ level, message }) => {
        if (level === "error") console.error(message);
        else if (level === "warn" || values.verbose) console.warn(message);
        else if (values["worker-logs"]) console.info(message);
      },
      telemetry: { enabled: false },
      cf: false,
      ...(values["inspector-port"] && !byUrl ? { inspectorPort: Number(values["inspector-port"]) } : {}),
    }),
  );
}

/**
 * The app in production's shape (ADR 0205): no service binding to the sandbox, and no SANDBOX_MODE, not even
 * the one the build copies from .dev.vars beside its configuration.
 */
function productionShape(options) {
  const { SANDBOX: _sandbox, ...serviceBindings } = options.serviceBindings ?? {};
  const { SANDBOX_MODE: _mode, ...bindings } = options.bindings ?? {};
  return { ...options, serviceBindings, bindings };
}

// The app alone on its port, in production's shape: by URL, or with no provider at all.
const productionApp = () => serve([productionShape(worker(appConfig, appVars))], Number(values.port), appState);
const servers = appAlone
  ? [productionApp()]
  : providerOrigin
    ? [serve([worker(sandboxConfig)], Number(values["provider-port"]), providerState), productionApp()]
    : [serve([worker(appConfig, appVars), worker(sandboxConfig)], Number(values.port), state)];

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  try {
    await Promise.all(servers.map((mf) => mf.dispose()));
  } finally {
    process.exit(code);
  }
}
process.on("SIGINT", () => stop(130));
process.on("SIGTERM", () => stop(143));

await Promise.all(servers.map((mf) => mf.ready));
const origin = `http://localhost:${values.port}`;
if (appAlone) {
  // Up, though not healthy: without a provider /healthz answers 503 (ADR 0208).
  await waitForUrl(`${origin}/healthz`, { accept: (status) => status === 503 });
  console.info(`App ready, with no provider, on ${origin}`);
} else {
  const sandboxOrigin = providerOrigin ?? origin;
  await waitForUrl(`${origin}/`);
  // The sandbox seeds its demo data on the first request to an empty database.
  const started = Date.now();
  await waitForUrl(`${sandboxOrigin}/_sandbox/clock`, { timeoutMs: 300_000 });
  console.info(`Demo data ready (${((Date.now() - started) / 1000).toFixed(1)} s).`);
  console.info(`\n  Beacon Payouts is running on ${origin}\n  Sandbox mailbox: ${sandboxOrigin}/_sandbox/mail\n`);
  if (providerOrigin) console.info(`  The app reaches the provider by URL: ${providerOrigin}\n`);
}
