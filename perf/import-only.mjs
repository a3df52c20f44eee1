// `npm run bench:import`: the import part of `npm run bench` alone (issue 40 item 3, ADR 0252). Serves the
// production build with the sandbox on port 8845 (its own state, fresh demo data), signs in as Metro's
// admin, and runs the 10,000-row card-load import (perf/import-bench.mjs), then the same with a provider
// fault in the middle. Besides the wall time it prints what does not depend on the machine's load: the CPU
// seconds the serving processes (workerd: the app, the sandbox and both databases) spent on each run, per
// row, and the load average around each run, so a figure taken on a shared machine can be judged.
// With --profile, workerd's inspector records a CPU profile of each worker (the app, the sandbox) from the
// confirm to the end of the first run: written to bench-results/import-<worker>.cpuprofile (open it in
// Chrome DevTools) and summed up here as the functions with the most time of their own.
//   node perf/import-only.mjs [--no-build] [--no-fault] [--profile] [--port 8845]
import { spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { importBench } from "./import-bench.mjs";
import { serveBuild } from "./serve-build.mjs";
import { signIn } from "./sign-in.mjs";

const { values } = parseArgs({
  options: {
    "no-build": { type: "boolean", default: false },
    "no-fault": { type: "boolean", default: false },
    profile: { type: "boolean", default: false },
    port: { type: "string", default: "8845" },
  },
});
const PORT = Number(values.port);
const root = join(import.meta.dirname, "..");
// As scripts/lib.mjs's quietEnv (not imported: perf/ is type-checked, scripts/ is not).
const quietEnv = {
  ...process.env,
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  XDG_CONFIG_HOME: join(root, ".wrangler", "config"),
  PATH: `${join(root, "node_modules", ".bin")}:${process.env.PATH ?? ""}`,
};

/** @param {string} url @param {number} timeoutMs */
async function waitForUrl(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await fetch(url).then(
      (res) => res.status,
      () => 599,
    );
    if (status < 500) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
const origin = `http://localhost:${PORT}`;
const TICKS_PER_SECOND = 100;
const INSPECTOR_PORT = PORT + 1000;

/**
 * CPU seconds (user + system) of a process and all its descendants, from /proc (Linux): what the serving
 * processes worked, whatever else the machine ran meanwhile.
 * @param {number} rootPid
 */
function treeCpuSeconds(rootPid) {
  /** @type {Map<number, { ppid: number, ticks: number }>} */
  const procs = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      // The command name may hold spaces: the fields start after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      procs.set(Number(name), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // gone meanwhile
    }
  }
  let ticks = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = /** @type {number} */ (queue.pop());
    ticks += procs.get(pid)?.ticks ?? 0;
    for (const [child, info] of procs) if (info.ppid === pid) queue.push(child);
  }
  return ticks / TICKS_PER_SECOND;
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

if (!values["no-build"]) {
  const build = spawnSync(join(root, "node_modules", ".bin", "react-router"), ["build"], { cwd: root, env: quietEnv, stdio: "inherit" });
  if (build.status !== 0) process.exit(1);
}
const server = serveBuild({
  root,
  env: quietEnv,
  port: PORT,
  state: ".wrangler/import-bench-state",
  args: values.profile ? ["--inspector-port", String(INSPECTOR_PORT)] : [],
});
const { stop } = server;

/**
 * A CPU profile of every user worker through workerd's inspector: `start()` begins sampling, `stop()` ends
 * it and returns each worker's profile (the Chrome DevTools protocol's Profiler domain).
 */
async function profilers() {
  /** @type {{ id: string, webSocketDebuggerUrl?: string }[]} */
  const targets = await (await fetch(`http://127.0.0.1:${INSPECTOR_PORT}/json`)).json();
  const sessions = await Promise.all(
    targets
      .filter((t) => t.id.startsWith("core:user:"))
      .map(async (t) => {
        const socket = new WebSocket(`ws://127.0.0.1:${INSPECTOR_PORT}/${t.id}`);
        await new Promise((resolve, reject) => {
          socket.addEventListener("open", resolve, { once: true });
          socket.addEventListener("error", reject, { once: true });
        });
        let next = 1;
        /** @type {Map<number, (result: any) => void>} */
        const waiting = new Map();
        socket.addEventListener("message", (event) => {
          const message = JSON.parse(String(event.data));
          if (message.id && waiting.has(message.id)) waiting.get(message.id)?.(message.result);
        });
        /** @param {string} method @param {object} [params] */
        const send = (method, params = {}) =>
          new Promise((resolve) => {
            const id = next++;
            waiting.set(id, resolve);
            socket.send(JSON.stringify({ id, method, params }));
          });
        return { name: t.id.replace("core:user:", ""), socket, send };
      }),
  );
  return {
    async start() {
      for (const s of sessions) {
        await s.send("Profiler.enable");
        await s.send("Profiler.setSamplingInterval", { interval: 500 });
        await s.send("Profiler.start");
      }
    },
    async stop() {
      const out = [];
      for (const s of sessions) {
        const result = /** @type {{ profile: any }} */ (await s.send("Profiler.stop"));
        out.push({ name: s.name, profile: result.profile });
        s.socket.close();
      }
      return out;
    },
  };
}

/**
 * Time of their own per function (name, file, line) in a profile, most first, and the sampled total.
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, lineNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 */
function selfTimes(profile) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  /** @type {Map<string, number>} */
  const self = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id)?.callFrame;
    const us = profile.timeDeltas[i + 1] ?? 0;
    if (!frame || frame.functionName === "(idle)") return;
    total += us;
    const file = frame.url.split("/").slice(-2).join("/");
    const key = `${frame.functionName || "(anonymous)"} ${file}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + us);
  });
  return { totalMs: total / 1000, top: [...self].sort((a, b) => b[1] - a[1]).slice(0, 25) };
}

/**
 * One import with the serving processes' CPU time from the confirm to the page saying it ended.
 * @param {string} label @param {string} cookie @param {boolean} fault
 */
async function measured(label, cookie, fault, profile = false) {
  const cpu = () => treeCpuSeconds(server.pid);
  const recorder = profile ? await profilers() : null;
  let confirmed = { cpu: 0, load: "" };
  let finished = { cpu: 0, load: "" };
  const result = await importBench(origin, cookie, "biz_metro", {
    fault,
    onConfirm: async () => {
      await recorder?.start();
      confirmed = { cpu: cpu(), load: load() };
    },
    onFinished: async () => {
      finished = { cpu: cpu(), load: load() };
      for (const { name, profile } of (await recorder?.stop()) ?? []) {
        mkdirSync(join(root, "bench-results"), { recursive: true });
        writeFileSync(join(root, "bench-results", `import-${name}.cpuprofile`), JSON.stringify(profile));
        const { totalMs, top } = selfTimes(profile);
        console.info(`\n${name}: ${(totalMs / 1000).toFixed(1)} s sampled (not idle); time of its own, most first:`);
        for (const [where, us] of top) console.info(`  ${(us / 1000).toFixed(0).padStart(7)} ms  ${where}`);
      }
    },
  });
  const seconds = finished.cpu - confirmed.cpu;
  return {
    run: label,
    "upload and check (s)": (result.checkMs / 1000).toFixed(1),
    "confirmed to its end (s)": result.finished ? (result.importMs / 1000).toFixed(1) : "not finished in 15 min",
    "serving CPU (s)": seconds.toFixed(1),
    "CPU per row (ms)": ((seconds * 1000) / result.rows).toFixed(2),
    "moved wrong": result.movedWrong,
    "load average at confirm": confirmed.load,
    "load average at the end": finished.load,
  };
}

let failed = false;
try {
  await waitForUrl(`${origin}/healthz`, 120_000);
  await waitForUrl(`${origin}/_sandbox/clock`, 300_000);
  // A sign-in per run: the app renews an expired provider token with a new cookie this script does not keep.
  const rows = [await measured("10,000 loads", await signIn(origin, "metro@metro.test"), false, values.profile)];
  if (!values["no-fault"]) rows.push(await measured("with a fault in the middle", await signIn(origin, "metro@metro.test"), true));
  console.info("\nA 10,000-row card-load import at Metro (CPU: the serving processes, user + system, confirm to end)");
  console.table(rows);
  failed = rows.some((r) => r["moved wrong"] !== 0 || r["confirmed to its end (s)"].startsWith("not"));
} finally {
  stop();
}
process.exit(failed ? 1 : 0);
