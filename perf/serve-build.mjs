// The production build served with the sandbox (scripts/serve.mjs: fresh state, its own port) in a process
// group of its own, for the measuring scripts (`npm run bench`, `npm run bench:import`).
import { spawn } from "node:child_process";

/**
 * Starts scripts/serve.mjs; `stop()` ends its whole process group (also when this process exits), `pid`
 * is the group's leader (perf/import-only.mjs reads the CPU time of it and its children).
 * @param {{ root: string, env: NodeJS.ProcessEnv, port: number, state: string, args?: string[] }} options
 */
export function serveBuild({ root, env, port, state, args = [] }) {
  const server = spawn("node", ["scripts/serve.mjs", "--port", String(port), "--state", state, "--fresh", ...args], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stop);
  return { pid: server.pid ?? 0, stop };
}
