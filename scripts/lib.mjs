// Shared helpers for the project's scripts (start, test, e2e server, db:reset). Node 22 runs them
// (the "node" devDependency puts it first on npm's PATH); wrangler refuses older versions.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const bin = (name) => join(root, "node_modules", ".bin", name);

/** Environment for every wrangler/workerd run: no telemetry, no outbound cf fetch. */
export const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  // Keep wrangler's registry and logs inside the project instead of the user's home.
  XDG_CONFIG_HOME: join(root, ".wrangler", "config"),
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
};

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const { onChild, ...spawnOptions } = options;
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: quietEnv, ...spawnOptions });
    onChild?.(child);
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(" ")} exited with ${signal ?? code}`));
    });
  });
}

/**
 * Local secrets live in .dev.vars (gitignored). On a fresh machine it is created from
 * .dev.vars.example with freshly generated random values, never a value written in the code.
 */
export function ensureDevVars() {
  const path = join(root, ".dev.vars");
  if (existsSync(path)) {
    // `npm run dev` reads sandbox mode from .dev.vars (ADR 0098); older local files lack the line.
    const current = readFileSync(path, "utf8");
    if (!/^SANDBOX_MODE=/m.test(current)) writeFileSync(path, `${current.replace(/\n?$/, "\n")}SANDBOX_MODE=1\n`, { mode: 0o600 });
    return;
  }
  const example = readFileSync(join(root, ".dev.vars.example"), "utf8");
  const filled = example.replace(/^(\w+)=generate$/gm, (_, name) => `${name}=${randomBytes(32).toString("base64url")}`);
  writeFileSync(path, filled, { mode: 0o600 });
  console.info("Created .dev.vars with new random local secrets.");
}

export function readDevVars() {
  const vars = {};
  for (const line of readFileSync(join(root, ".dev.vars"), "utf8").split("\n")) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (match) vars[match[1]] = match[2];
  }
  return vars;
}

export async function waitForUrl(url, { timeoutMs = 90_000, headers = {}, accept = (status) => status < 500 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, { headers });
      if (accept(res.status)) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Debian's Chromium: Lighthouse in `npm run bench`. */
export const CHROMIUM = "/usr/bin/chromium";
/** Lighthouse's Chromium, quiet: no sandbox (root in CI), no GPU, no background traffic (bench, perf/a11y.mjs). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/**
 * Debian's build of the same Chromium's headless shell: the end-to-end tests' browser, about 40% less CPU
 * per test than the full browser in headless mode (docs/decisions/0189-e2e-headless-shell.md).
 */
export const CHROMIUM_HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

const DEBIAN_PACKAGE = { [CHROMIUM]: "chromium", [CHROMIUM_HEADLESS_SHELL]: "chromium-headless-shell" };

/** Installs the Debian packages of the given browsers on first use, when run as root; throws when it cannot. */
export async function ensureChromium(browsers = [CHROMIUM]) {
  const missing = browsers.filter((path) => !existsSync(path)).map((path) => DEBIAN_PACKAGE[path]);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    // Thrown, not an exit: the caller ends with its own closing lines (npm test's counts).
    throw new Error(
      `Chromium is missing: run \`sudo apt-get install -y ${missing.join(" ")}\` (Debian's packages), then run the command again.`,
    );
  }
  console.info(`Installing Debian's ${missing.join(" and ")}...`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", ...missing], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}
