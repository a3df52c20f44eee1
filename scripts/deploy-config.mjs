// The deploy configurations of an environment (ADR 0205): the built bundle (build/server, dist/beacon_sandbox)
// with the bindings, routes and settings of wrangler.jsonc's (and sandbox/wrangler.jsonc's) `env.<name>`.
// The code of a build does not depend on the environment, so one build serves both environments, and
// `npm test`'s dry run checks exactly the files `npm run deploy` deploys.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { experimental_readRawConfig, unstable_readConfig } from "wrangler";
import { root } from "./lib.mjs";

export const ENVIRONMENTS = ["staging", "production"];

/** The keys an environment sets for itself (wrangler's non-inheritable keys, and where the Worker lives). */
const ENV_KEYS = [
  "name",
  "routes",
  "workers_dev",
  "preview_urls",
  "observability",
  "vars",
  "services",
  "d1_databases",
  "workflows",
  "r2_buckets",
  "queues",
  "triggers",
];

const WORKERS = [
  { worker: "app", source: "wrangler.jsonc", built: join(root, "build", "server", "wrangler.json") },
  { worker: "sandbox", source: "sandbox/wrangler.jsonc", built: join(root, "dist", "beacon_sandbox", "wrangler.json") },
];

/** Whether a Worker's configuration defines the environment (the sandbox has no `production`). */
function definesEnvironment(source, env) {
  return Object.hasOwn(experimental_readRawConfig({ config: join(root, source) }).rawConfig.env ?? {}, env);
}

/**
 * Writes `<built dir>/wrangler.<env>.json` for each Worker the environment deploys and answers their
 * paths: the app, and in staging the sandbox. Throws when there is no build.
 */
export function writeDeployConfigs(env) {
  if (!ENVIRONMENTS.includes(env)) throw new Error(`Unknown environment "${env}": use ${ENVIRONMENTS.join(" or ")}`);
  const written = [];
  for (const { worker, source, built } of WORKERS) {
    if (!definesEnvironment(source, env)) continue;
    if (!existsSync(built)) throw new Error(`No build of the ${worker} worker (${relative(root, built)}): run \`npm run build\` first.`);
    const base = JSON.parse(readFileSync(built, "utf8"));
    const config = unstable_readConfig({ config: join(root, source), env }, { hideWarnings: true });
    const out = { ...base };
    for (const key of ENV_KEYS) {
      if (config[key] !== undefined) out[key] = config[key];
    }
    // Migrations are found relative to the written file.
    out.d1_databases = (config.d1_databases ?? []).map((db) => ({
      ...db,
      migrations_dir: relative(dirname(built), resolve(root, dirname(source), db.migrations_dir ?? "migrations")),
    }));
    out.topLevelName = config.name;
    out.definedEnvironments = [];
    delete out.configPath;
    delete out.userConfigPath;
    const path = join(dirname(built), `wrangler.${env}.json`);
    writeFileSync(path, `${JSON.stringify(out, null, 2)}\n`);
    written.push({ worker, path, config: out });
  }
  return written;
}

/** Database ids still of the all-zero form of the checked-in files: `wrangler d1 create` has not been run. */
export function placeholderDatabases(config) {
  return (config.d1_databases ?? []).filter((db) => /^00000000-0000-4000-8000-0000000000\d\d$/.test(db.database_id ?? ""));
}
