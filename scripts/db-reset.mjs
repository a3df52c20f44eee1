// `npm run db:reset`: restores the sandbox's demo data (docs/decisions/0023-deterministic-seed.md).
// With the product running (`npm start`), it asks the sandbox to wipe and seed again, so the running
// server keeps going; otherwise it deletes the local database, and the next start seeds a new one.
//   node scripts/db-reset.mjs [--port 8787] [--state .wrangler/state]
import { existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    state: { type: "string", default: ".wrangler/state" },
  },
});

async function resetRunningServer(origin) {
  let response;
  try {
    // Same-origin, as the app refuses cross-site posts.
    response = await fetch(`${origin}/_sandbox/reset`, {
      method: "POST",
      headers: { Origin: origin },
      signal: AbortSignal.timeout(300_000),
    });
  } catch (error) {
    if (error?.cause?.code === "ECONNREFUSED") return false;
    throw error;
  }
  if (!response.ok) throw new Error(`${origin}/_sandbox/reset answered ${response.status}`);
  const report = await response.json();
  const rows = Object.values(report.counts).reduce((sum, n) => sum + n, 0);
  console.info(`Demo data restored on ${origin}: ${rows.toLocaleString("en")} rows in ${(report.seededInMs / 1000).toFixed(1)} s.`);
  console.info("Everyone is signed out; sign in again with the demo password.");
  return true;
}

const origin = `http://localhost:${values.port}`;
if (!(await resetRunningServer(origin))) {
  const database = join(root, values.state, "v3", "d1");
  if (existsSync(database)) rmSync(database, { recursive: true, force: true });
  console.info(`No server on ${origin}: deleted the local sandbox database; \`npm start\` seeds the demo data again.`);
}
