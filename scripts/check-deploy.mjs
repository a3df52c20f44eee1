// `npm test`'s deploy check (ADR 0205): for staging and production, wrangler's own dry run of exactly what
// `npm run deploy` would upload (the current build with the environment's bindings), then the rules of
// the two environments and the upload sizes against perf/budgets.json's workerUploadKiBMax. Needs a
// build (npm test builds first); nothing leaves the machine.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runnerImport } from "vite";
import { ENVIRONMENTS, writeDeployConfigs } from "./deploy-config.mjs";
import { bin, quietEnv, root } from "./lib.mjs";

const budgets = JSON.parse(readFileSync(join(root, "perf", "budgets.json"), "utf8")).workerUploadKiBMax;

/** What the two environments must be, whatever else changes (ADR 0205). */
export function environmentProblems(env, workers) {
  const problems = [];
  const app = workers.find((w) => w.worker === "app")?.config;
  const sandbox = workers.find((w) => w.worker === "sandbox")?.config;
  if (!app) return [`${env}: no app worker`];
  if (!app.observability?.enabled) problems.push(`${env}: the app's Workers Logs (observability) are off`);
  if (app.workers_dev !== false || app.preview_urls !== false) problems.push(`${env}: the app has a workers.dev or preview address`);
  if (env === "production") {
    if (sandbox) problems.push("production deploys a sandbox worker");
    if ((app.services ?? []).length > 0) problems.push("production's app has a service binding (the sandbox's?)");
    if ("SANDBOX_MODE" in (app.vars ?? {})) problems.push("production's app sets SANDBOX_MODE");
  } else {
    if (!sandbox) problems.push(`${env}: no sandbox worker`);
    else {
      const binding = (app.services ?? []).find((s) => s.binding === "SANDBOX");
      if (binding?.service !== sandbox.name) problems.push(`${env}: the app's SANDBOX binding does not name ${sandbox.name}`);
      if (app.vars?.SANDBOX_MODE !== "1") problems.push(`${env}: the app is not in sandbox (test) mode`);
      if (!sandbox.observability?.enabled) problems.push(`${env}: the sandbox's Workers Logs (observability) are off`);
      if (sandbox.workers_dev !== false || sandbox.preview_urls !== false)
        problems.push(`${env}: the sandbox has a workers.dev or preview address`);
      const hosts = String(sandbox.vars?.SANDBOX_PUBLIC_HOSTS ?? "")
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean);
      const routed = (sandbox.routes ?? []).map((r) => (typeof r === "string" ? r : r.pattern));
      if (hosts.some((h) => !routed.includes(h)) || routed.some((r) => !hosts.includes(r)))
        problems.push(`${env}: the sandbox's routes and SANDBOX_PUBLIC_HOSTS differ`);
    }
  }
  return problems;
}

/** "Total Upload: 4073.40 KiB / gzip: 959.72 KiB" of wrangler's dry run. */
export function uploadSize(output) {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  return match ? { kib: Number(match[1]), gzipKib: Number(match[2]) } : null;
}

/** Every host the app is routed on must select a tenant, or its visitors meet the "unknown host" page. */
const { module: tenantCheck } = await runnerImport(join(root, "tenants", "check.ts"), {
  root,
  configFile: false,
  resolve: { tsconfigPaths: true },
  logLevel: "error",
});
const tenantHosts = new Set(tenantCheck.tenantFiles().tenants.flatMap((t) => t.hosts));

const failures = [];
const outdir = mkdtempSync(join(tmpdir(), "beacon-dry-run-"));
try {
  for (const env of ENVIRONMENTS) {
    const workers = writeDeployConfigs(env);
    failures.push(...environmentProblems(env, workers));
    const app = workers.find((w) => w.worker === "app")?.config;
    for (const route of app?.routes ?? []) {
      const host = (typeof route === "string" ? route : route.pattern).replace(/\/.*$/, "");
      if (!tenantHosts.has(host)) failures.push(`${env}: the app's route ${host} is no tenant's host (tenants/*.ts)`);
    }
    for (const { worker, path, config } of workers) {
      const result = spawnSync(bin("wrangler"), ["deploy", "--dry-run", "--outdir", join(outdir, `${env}-${worker}`), "-c", path], {
        cwd: root,
        env: quietEnv,
        encoding: "utf8",
      });
      const size = uploadSize(result.stdout);
      if (result.status !== 0 || !size) {
        failures.push(`${env} ${worker}: wrangler deploy --dry-run failed\n${result.stdout}${result.stderr}`);
        continue;
      }
      const budget = budgets[worker];
      const over = size.kib > budget.kib || size.gzipKib > budget.gzipKib;
      console.info(
        `${env} ${config.name}: ${size.kib.toFixed(0)} KiB, ${size.gzipKib.toFixed(0)} KiB gzip (budget ${budget.kib} / ${budget.gzipKib})${over ? "  OVER BUDGET" : ""}`,
      );
      if (over) failures.push(`${env} ${worker}: upload ${size.kib} KiB / ${size.gzipKib} KiB gzip is over its budget`);
    }
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
if (failures.length > 0) {
  for (const failure of failures) console.error(failure);
  process.exit(1);
}
