// `npm run deploy -- --env staging|production [--dry-run]` (ADR 0205, docs/operations.md): builds once, then
// for the environment applies the D1 migrations (`--remote`, before the code that needs them) and deploys
// the Workers: in staging the sandbox first (the app's service binding names it), then the app; in
// production the app alone. With --dry-run nothing leaves the machine (wrangler's own dry run).
// Needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID in the shell for a real deploy; production also
// PROVIDER_BASE_URL and SUPER_FUNDING_ACCOUNT_BUSINESS_IDS (passed to the app with --var).
import { parseArgs } from "node:util";
import { ENVIRONMENTS, placeholderDatabases, writeDeployConfigs } from "./deploy-config.mjs";
import { bin, run } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    env: { type: "string" },
    "dry-run": { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});
const env = values.env;
if (!env || !ENVIRONMENTS.includes(env)) {
  console.error(`Usage: npm run deploy -- --env ${ENVIRONMENTS.join("|")} [--dry-run]`);
  process.exit(2);
}
const dryRun = values["dry-run"];

/** The settings production takes from the deploying shell (never written in the repository). */
const PRODUCTION_VARS = ["PROVIDER_BASE_URL", "SUPER_FUNDING_ACCOUNT_BUSINESS_IDS"];
const vars = [];
if (env === "production") {
  const missing = PRODUCTION_VARS.filter((name) => !process.env[name]);
  if (missing.length > 0 && !dryRun) {
    console.error(`Production needs ${missing.join(" and ")} in the shell (docs/operations.md, "Settings and secrets").`);
    process.exit(2);
  }
  for (const name of PRODUCTION_VARS) if (process.env[name]) vars.push("--var", `${name}:${process.env[name]}`);
}

if (!values["skip-build"]) await run(bin("react-router"), ["build"]);
const workers = writeDeployConfigs(env);

if (!dryRun) {
  const placeholders = workers.flatMap(({ config }) => placeholderDatabases(config).map((db) => db.database_name));
  if (placeholders.length > 0) {
    console.error(
      `The D1 database ids of ${placeholders.join(", ")} are still the checked-in all-zero ones: run ` +
        "`wrangler d1 create <name>` once per database and put the id it prints in wrangler.jsonc (docs/operations.md).",
    );
    process.exit(2);
  }
}

// The sandbox before the app: the app's service binding must find it.
const order = [...workers].sort((a, b) => (a.worker === "sandbox" ? -1 : b.worker === "sandbox" ? 1 : 0));
for (const { worker, path, config } of order) {
  if (!dryRun) {
    for (const db of config.d1_databases ?? []) {
      await run(bin("wrangler"), ["d1", "migrations", "apply", db.binding, "--remote", "-c", path]);
    }
  }
  const args = ["deploy", "-c", path, ...(worker === "app" ? vars : [])];
  if (dryRun) args.push("--dry-run");
  await run(bin("wrangler"), args);
  console.info(`${dryRun ? "Checked" : "Deployed"} ${config.name} (${env}).`);
}
