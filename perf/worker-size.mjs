// The app Worker as Cloudflare takes it (issue 40 item 4): the upload `wrangler deploy --dry-run` prints
// for the production build (its modules, gzip-compressed as Cloudflare counts them; the static assets
// are not part of it), and the CPU its global scope takes when an isolate starts (`wrangler check
// startup`'s profile of the same build). Shared by `npm run bench` and the budget test in `npm test`;
// both need `react-router build` first.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify, stripVTControlCharacters } from "node:util";

const run = promisify(execFile);
const root = join(import.meta.dirname, "..");
const config = join(root, "build", "server", "wrangler.json");
const wrangler = join(root, "node_modules", ".bin", "wrangler");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_CF_FETCH_ENABLED: "false", NO_COLOR: "1", FORCE_COLOR: "0" };

/**
 * The Worker's upload: total and gzip, in bytes (wrangler prints KiB with two decimals).
 * @returns {Promise<{ bytes: number, gzipBytes: number }>}
 */
export async function workerUpload() {
  const outdir = mkdtempSync(join(tmpdir(), "worker-upload-"));
  try {
    const { stdout } = await run(wrangler, ["deploy", "--dry-run", "--outdir", outdir, "-c", config], { cwd: root, env });
    // Read without colours: a test runner may force them on.
    const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(stripVTControlCharacters(stdout));
    if (!match) throw new Error(`wrangler deploy --dry-run printed no upload size:\n${stdout}`);
    return { bytes: Math.round(Number(match[1]) * 1024), gzipBytes: Math.round(Number(match[2]) * 1024) };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

/**
 * The CPU time of the Worker's global scope at startup, in milliseconds: the samples of `wrangler check
 * startup`'s CPU profile that were not idle (the profiler samples about every millisecond; workerd on
 * this machine, not Cloudflare's).
 * @returns {Promise<{ cpuMs: number, topScripts: Array<{ script: string, ms: number }> }>}
 */
export async function workerStartup() {
  const dir = mkdtempSync(join(tmpdir(), "worker-startup-"));
  const outfile = join(dir, "startup.cpuprofile");
  try {
    await run(wrangler, ["check", "startup", "-c", config, "--outfile", outfile], { cwd: root, env });
    return startupCpu(JSON.parse(readFileSync(outfile, "utf8")));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * @param {{ nodes: Array<{ id: number, callFrame: { functionName: string, url: string } }>, samples: number[], timeDeltas: number[] }} profile
 */
export function startupCpu(profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const perScript = new Map();
  let micros = 0;
  for (const [i, id] of profile.samples.entries()) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === "(idle)") continue;
    // A sample's time is the gap to the next one (the first gap is the profiler's start).
    const delta = profile.timeDeltas[i + 1] ?? 0;
    micros += delta;
    const script = frame.url.split("/").pop() || frame.functionName;
    perScript.set(script, (perScript.get(script) ?? 0) + delta);
  }
  const topScripts = [...perScript.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([script, us]) => ({ script, ms: Math.round(us / 100) / 10 }));
  return { cpuMs: Math.round(micros / 100) / 10, topScripts };
}
