/**
 * A server of a spec's own, beside the suite's (docs/decisions/0131-e2e-lanes.md): the production build in
 * a wrangler of its own on a free port, with a state folder of its own, for what the shared server cannot
 * show (another configuration, its log output). Plain HTTP, no browser.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: join(root, ".wrangler", "config"),
};

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type OwnServer = { origin: string; output: () => string; stop: () => void };

/**
 * Serves the built app (and with `sandbox`, the built sandbox beside it, its database migrated) with the
 * given `--var`s; answers once `ready` (a path) answers `readyStatus`. With `capture`, the Workers' log
 * output is kept for `output()`.
 */
export async function startOwnServer(options: {
  sandbox: boolean;
  vars: Record<string, string>;
  ready: string;
  readyStatus: number;
  capture?: boolean;
  timeoutMs?: number;
}): Promise<OwnServer> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const state = mkdtempSync(join(tmpdir(), "beacon-own-server-"));
  const configs = ["-c", join(root, "build", "server", "wrangler.json")];
  if (options.sandbox) {
    configs.push("-c", join(root, "dist", "beacon_sandbox", "wrangler.json"));
    for (const [binding, config] of [
      ["DB", "sandbox/wrangler.jsonc"],
      ["APP_DB", "wrangler.jsonc"],
    ] as const) {
      const applied = spawnSync(wrangler, ["d1", "migrations", "apply", binding, "--local", "-c", config, "--persist-to", state], {
        cwd: root,
        env: quietEnv,
        stdio: "ignore",
      });
      if (applied.status !== 0) throw new Error(`migrations of ${binding} failed`);
    }
  }
  const vars = Object.entries(options.vars).flatMap(([name, value]) => ["--var", `${name}:${value}`]);
  const server: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      ...configs,
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      state,
      "--inspector-port",
      "0",
      "--show-interactive-dev-session=false",
      "--log-level",
      options.capture ? "log" : "error",
      ...vars,
    ],
    // A process group of its own: stopping it stops wrangler's own node, esbuild and workerd children too.
    { cwd: root, stdio: options.capture ? ["ignore", "pipe", "pipe"] : "ignore", env: quietEnv, detached: true },
  );
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  for (;;) {
    const ready = await fetch(`${origin}${options.ready}`).then(
      (r) => r.status === options.readyStatus,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`the app did not start on ${origin}\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin, output: () => output, stop };
}

/**
 * The production-like run of issue 39 item 2 (ADR 0226): `scripts/serve.mjs --provider-port`, the built
 * sandbox alone on one free port and the built app alone on another, reaching it by `PROVIDER_BASE_URL`
 * with no service binding and no `SANDBOX_MODE`; fresh state of its own. Ready once the demo data is.
 */
export async function startByUrlServer(timeoutMs = 120_000): Promise<OwnServer & { provider: string }> {
  const [port, providerPort] = [await freePort(), await freePort()];
  const state = join(".wrangler", `by-url-${port}`);
  const server = spawn(
    process.execPath,
    [join(root, "scripts", "serve.mjs"), "--port", String(port), "--provider-port", String(providerPort), "--state", state, "--fresh"],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"], env: quietEnv, detached: true },
  );
  let output = "";
  server.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  server.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString("utf8");
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes("Demo data ready")) {
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`the production-like run did not start\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin: `http://localhost:${port}`,
    provider: `http://127.0.0.1:${providerPort}`,
    output: () => output,
    stop: () => {
      stop();
      rmSync(join(root, state), { recursive: true, force: true });
    },
  };
}
