// `npm run dev`: the app and the sandbox provider in Vite's dev server (workerd through
// @cloudflare/vite-plugin) on :8787, with hot reload of the app's modules. Same local state and demo
// data as `npm start`; use `npm start` to try the production build.
import { join } from "node:path";
import { bin, ensureDevVars, root, run } from "./lib.mjs";

const state = join(root, ".wrangler", "state");
ensureDevVars();
// The sandbox's database, then the app's own (imports, docs/decisions/0170-bulk-imports.md).
await run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local", "-c", "sandbox/wrangler.jsonc", "--persist-to", state], {
  stdio: ["ignore", "ignore", "inherit"],
});
await run(bin("wrangler"), ["d1", "migrations", "apply", "APP_DB", "--local", "-c", "wrangler.jsonc", "--persist-to", state], {
  stdio: ["ignore", "ignore", "inherit"],
});
console.info("\n  Demo data is seeded on the first request (about 10 s); the mailbox is at /_sandbox/mail.\n");
await run(bin("react-router"), ["dev"]);
