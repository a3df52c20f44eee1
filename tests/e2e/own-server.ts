/**
 * A server of a spec's own, beside the suite's (docs/decisions/0131-e2e-lanes.md): the production build served
 * by scripts/serve.mjs (Miniflare, as the suite's server: no `wrangler dev` proxy, ADR 0190) on a free port,
 * with a state folder of its own, for what the shared server cannot show (another configuration, its log
 * output). Plain HTTP, no browser.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");
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
 * `node scripts/serve.mjs --port <port> --state <a fresh folder> <args>`, in a process group of its own
 * (stopping it stops its workerd too); answers once the script prints `readyLine`. Everything the script and
 * the workers print is kept for `output()`.
 */
async function serve(port: number, args: string[], readyLine: string, timeoutMs: number): Promise<OwnServer> {
  const state = mkdtempSync(join(tmpdir(), "beacon-own-server-"));
  const server = spawn(process.execPath, [join(root, "scripts", "serve.mjs"), "--port", String(port), "--state", state, ...args], {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: quietEnv,
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString("utf8");
  };
  server.stdout.on("data", keep);
  server.stderr.on("data", keep);
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
    rmSync(state, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (!output.includes(readyLine)) {
    if (Date.now() > deadline || server.exitCode !== null) {
      stop();
      throw new Error(`the server of scripts/serve.mjs ${args.join(" ")} did not start\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { origin: `http://localhost:${port}`, output: () => output, stop };
}

/**
 * The built app with the given variables over .dev.vars: with `sandbox`, the built sandbox beside it (its
 * demo data seeded before this answers) and every line the workers log kept; without, the app alone in
 * production's shape with no provider at all.
 */
export async function startOwnServer(options: { sandbox: boolean; vars: Record<string, string>; timeoutMs?: number }): Promise<OwnServer> {
  const vars = Object.entries(options.vars).flatMap(([name, value]) => ["--var", `${name}=${value}`]);
  return serve(
    await freePort(),
    [...vars, ...(options.sandbox ? ["--worker-logs"] : ["--app-alone"])],
    options.sandbox ? "Demo data ready" : "App ready",
    options.timeoutMs ?? 90_000,
  );
}

/**
 * The production-like run of issue 39 item 2 (ADR 0226): `scripts/serve.mjs --provider-port`, the built
 * sandbox alone on one free port and the built app alone on another, reaching it by `PROVIDER_BASE_URL`
 * with no service binding and no `SANDBOX_MODE`; fresh state of its own. Ready once the demo data is.
 */
export async function startByUrlServer(timeoutMs = 120_000): Promise<OwnServer & { provider: string }> {
  const [port, providerPort] = [await freePort(), await freePort()];
  const server = await serve(port, ["--provider-port", String(providerPort)], "Demo data ready", timeoutMs);
  return { ...server, provider: `http://127.0.0.1:${providerPort}` };
}
