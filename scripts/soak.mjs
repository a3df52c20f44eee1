// `npm run soak`: 20,000 mixed requests, 8 at a time over kept-alive connections, against the local runtime
// (docs/decisions/0190-miniflare-runtime.md): pages on every demo host, `.data` requests, form posts (a
// sign-in, refused and cross-site posts, the shell's keep-alive), the sandbox mailbox and static files.
// Prints the count of each kind of request per status it expects, and exits 1 when any request got
// another status or no answer at all.
// Against `npm start` when it runs (port 8787); otherwise it builds and serves its own on a private port
// and state.
//   node scripts/soak.mjs [--port 8787] [--requests 20000] [--concurrency 8]
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { Agent, request } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DEMO_PASSWORD } from "../perf/sign-in.mjs";
import { bin, quietEnv, root, run, waitForUrl } from "./lib.mjs";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8787" },
    requests: { type: "string", default: "20000" },
    concurrency: { type: "string", default: "8" },
  },
});
const TOTAL = Number(values.requests);
const CONCURRENCY = Number(values.concurrency);
const OWN_PORT = 8797;

/** Whether something answers on `port` as the app does. */
async function running(port) {
  try {
    return (await fetch(`http://localhost:${port}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

let port = Number(values.port);
let stopServer = () => {};
if (!(await running(port))) {
  console.info(`Nothing answers on port ${port}: building and serving one on port ${OWN_PORT}.`);
  await run(bin("react-router"), ["build"]);
  port = OWN_PORT;
  const server = spawn("node", ["scripts/serve.mjs", "--port", String(port), "--state", ".wrangler/soak-state", "--fresh"], {
    cwd: root,
    env: quietEnv,
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  stopServer = () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already stopped
    }
  };
  process.on("exit", stopServer);
  await waitForUrl(`http://localhost:${port}/_sandbox/clock`, { timeoutMs: 300_000 });
}

const origin = `http://localhost:${port}`;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

/**
 * One request on the shared kept-alive connections, as a browser sends it to `host` (a demo host name), with
 * the soak's session cookie when `signedIn`; resolves with the status and headers once the whole body has
 * arrived.
 * @param {{ method?: string, host?: string, path: string, headers?: Record<string, string>, body?: string, signedIn?: boolean }} req
 * @returns {Promise<{ status: number, headers: import("node:http").IncomingHttpHeaders }>}
 */
function send({ method = "GET", host = "localhost", path, headers = {}, body, signedIn = false }) {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: {
          Host: `${host}:${port}`,
          ...(body === undefined ? {} : { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) }),
          ...(signedIn ? { Cookie: sessionValue } : {}),
          ...headers,
        },
      },
      (res) => {
        res.on("data", () => {});
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error("no answer within 60 s")));
    req.on("error", reject);
    req.end(body);
  });
}

const form = (fields) => new URLSearchParams(fields).toString();
const sameOrigin = { Origin: origin };
const signInForm = form({ intent: "password", identifier: "admin@harbor.test", password: DEMO_PASSWORD });

const firstSignIn = await send({ method: "POST", path: "/login", headers: sameOrigin, body: signInForm });
const sessionCookie = [firstSignIn.headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("__Host-session="));
if (firstSignIn.status !== 302 || !sessionCookie) throw new Error(`The soak's sign-in failed (${firstSignIn.status})`);
/**
 * The soak's signed-in session, kept as a browser keeps it: an answer to a request that carried it may
 * set it again (the id token refreshed, with a new refresh token; ADR 0031), and later requests carry the
 * new value. Sending the first value for ever would reuse a spent refresh token, which ends the session.
 */
let sessionValue = sessionCookie.split(";")[0] ?? "";
/** Takes a new value of the session cookie from an answer to a request that carried it. */
function keepSession(req, headers) {
  if (!req.signedIn) return;
  const renewed = [headers["set-cookie"] ?? []].flat().find((c) => c.startsWith("__Host-session="));
  if (renewed) sessionValue = renewed.split(";")[0] ?? sessionValue;
}
const script = readdirSync(join(root, "build", "client", "assets")).find((name) => name.endsWith(".js"));

/**
 * The mix, taken in turn: [kind, the request, the status it must get]. Pages and data are most of it; a
 * sign-in, refused posts (the body unread by the app: the cross-site one) and the shell's keep-alive are
 * the form posts.
 * @type {[string, Parameters<typeof send>[0], number][]}
 */
const MIX = [
  ["GET / (home)", { path: "/" }, 200],
  ["GET /about", { path: "/about" }, 200],
  ["GET /login", { path: "/login" }, 200],
  ["GET /cardholders", { path: "/cardholders" }, 200],
  ["GET an unknown page", { path: "/an-unknown-page" }, 404],
  ["GET care.localhost /", { host: "care.localhost", path: "/" }, 200],
  ["GET brightfutures.localhost /brightfutures", { host: "brightfutures.localhost", path: "/brightfutures" }, 200],
  ["GET unknown.localhost /", { host: "unknown.localhost", path: "/" }, 404],
  ["GET /biz_harbor/cards (signed in)", { path: "/biz_harbor/cards", signedIn: true }, 200],
  ["GET /biz_harbor/recipients (signed in)", { path: "/biz_harbor/recipients", signedIn: true }, 200],
  ["GET /biz_harbor/orders (signed in)", { path: "/biz_harbor/orders", signedIn: true }, 200],
  ["GET /biz_harbor/cards.data", { path: "/biz_harbor/cards.data", signedIn: true }, 200],
  ["GET /biz_harbor/recipients.data", { path: "/biz_harbor/recipients.data", signedIn: true }, 200],
  ["GET /about.data", { path: "/about.data" }, 200],
  ["POST /login (sign-in)", { method: "POST", path: "/login", headers: sameOrigin, body: signInForm }, 302],
  [
    "POST /login (empty, refused)",
    { method: "POST", path: "/login", headers: sameOrigin, body: form({ intent: "password", identifier: "", password: "" }) },
    400,
  ],
  [
    "POST /login.data (empty, refused)",
    { method: "POST", path: "/login.data", headers: sameOrigin, body: form({ intent: "password", identifier: "", password: "" }) },
    400,
  ],
  [
    "POST /login (cross-site, refused unread)",
    { method: "POST", path: "/login", headers: { Origin: "http://elsewhere.example" }, body: signInForm },
    403,
  ],
  [
    "POST /preferences (keep-alive)",
    { method: "POST", path: "/preferences", headers: sameOrigin, signedIn: true, body: form({ intent: "keepAlive" }) },
    200,
  ],
  [
    "POST /preferences (unknown intent)",
    { method: "POST", path: "/preferences", headers: sameOrigin, signedIn: true, body: form({ intent: "nothing" }) },
    400,
  ],
  ["GET /_sandbox/mail", { path: "/_sandbox/mail" }, 200],
  ["GET /_sandbox/mail.json", { path: `/_sandbox/mail.json?to=${encodeURIComponent("admin@harbor.test")}` }, 200],
  ["GET /favicon.ico", { path: "/favicon.ico" }, 200],
  ["GET a script", { path: `/assets/${script}` }, 200],
];

/** @type {Map<string, number>} `kind → status` counts; unexpected ones listed apart. */
const counts = new Map();
/** @type {string[]} */
const unexpected = [];
let next = 0;
const started = performance.now();
const cpuBefore = process.cpuUsage();

async function lane() {
  for (let i = next++; i < TOTAL; i = next++) {
    const [kind, req, expected] = MIX[i % MIX.length];
    let status;
    try {
      const answer = await send(req);
      keepSession(req, answer.headers);
      status = answer.status;
    } catch (error) {
      status = `no answer (${error instanceof Error ? error.message : String(error)})`;
    }
    const key = `${kind}\t${status}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (status !== expected) unexpected.push(`#${i} ${kind}: ${status}, expected ${expected}`);
    if ((i + 1) % 5000 === 0) console.info(`  ${i + 1} requests sent`);
  }
}

console.info(`Soak: ${TOTAL.toLocaleString("en")} requests, ${CONCURRENCY} at a time, against ${origin}`);
await Promise.all(Array.from({ length: CONCURRENCY }, lane));
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
agent.destroy();

const rows = {};
for (const [kind, , expected] of MIX) {
  const answered = [...counts].filter(([key]) => key.startsWith(`${kind}\t`));
  rows[kind] = {
    expected,
    "as expected": counts.get(`${kind}\t${expected}`) ?? 0,
    other: answered
      .filter(([key]) => key !== `${kind}\t${expected}`)
      .map(([key, n]) => `${key.split("\t")[1]} × ${n}`)
      .join(", "),
  };
}
console.table(rows);
console.info(
  `${TOTAL.toLocaleString("en")} requests in ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} a second; ` +
    `the soak itself used ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU-seconds): ` +
    `${(TOTAL - unexpected.length).toLocaleString("en")} as expected, ${unexpected.length} unexpected.`,
);
for (const line of unexpected.slice(0, 20)) console.error(line);
if (unexpected.length > 20) console.error(`… and ${unexpected.length - 20} more`);
stopServer();
process.exit(unexpected.length > 0 ? 1 : 0);
