// The app's own work per page, measured in Node (issue 40 item 1; docs/performance.md, sixth run): the
// production server build's `fetch` called directly, with an `env` whose SANDBOX binding answers every
// provider call with the answer the sandbox gave for it, recorded once. No proxy, no workerd, no provider:
// only the app's middleware, loaders, checks of the provider's answers, render and serialisation. The
// figure is the CPU time of this process per request (`process.cpuUsage`), not wall-clock, so other work
// on a shared machine does not lengthen it (it still slows the processor's caches; compare runs on a quiet
// machine).
//
// Recording: the sandbox worker of the build runs alone in Miniflare on the state the bench's server
// uses (its seeded demo data and the sessions the bench signed in), and each page is rendered once in
// Node with SANDBOX forwarding to it. Then Miniflare stops and the pages are rendered again, alternating,
// with SANDBOX answering from the recording. Needs `react-router build` first.
import { existsSync, readFileSync } from "node:fs";
import { register } from "node:module";
import { dirname, extname, join } from "node:path";
import { pathToFileURL } from "node:url";

const root = join(import.meta.dirname, "..");

/** The local secrets the bench's server gives the app (`.dev.vars`, as scripts/serve.mjs reads them). */
function devVars() {
  /** @type {Record<string, string>} */
  const vars = {};
  for (const line of readFileSync(join(root, ".dev.vars"), "utf8").split("\n")) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (match?.[1]) vars[match[1]] = (match[2] ?? "").replace(/^"(.*)"$/, "$1");
  }
  return vars;
}

// The build's one import of the Workers runtime (the import Workflow's base class), stubbed for Node.
const stub = "export class WorkflowEntrypoint {} export class WorkerEntrypoint {} export class DurableObject {} export const env = {};";
register(
  `data:text/javascript,${encodeURIComponent(`export async function resolve(specifier, context, next) {
    if (specifier === "cloudflare:workers") return { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(stub)}`)}, shortCircuit: true };
    return next(specifier, context);
  }`)}`,
);

/** @type {Record<string, string>} */
const TYPES = {
  ".json": "application/json",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** The static assets binding: files of the browser build (the texts per language are read through it, ADR 0225). */
const assets = {
  /** @param {RequestInfo | URL} input */
  async fetch(input) {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    const file = join(root, "build", "client", decodeURIComponent(path));
    if (!file.startsWith(join(root, "build", "client")) || !existsSync(file)) return new Response("Not found", { status: 404 });
    return new Response(readFileSync(file), { headers: { "content-type": TYPES[extname(file)] ?? "application/octet-stream" } });
  },
};

/** A binding the measured pages never use: a call is a fault of the measure, not a slow page. */
const unused = (/** @type {string} */ name) =>
  new Proxy(
    {},
    {
      get: () => () => {
        throw new Error(`${name} is not replayed`);
      },
    },
  );

/** @param {Request} request */
const keyOf = async (request) => `${request.method} ${request.url} ${request.method === "GET" ? "" : await request.clone().text()}`;

/**
 * @param {string} origin the bench's server (the pages' host; nothing is fetched from it)
 * @param {{ path: string, cookie: string }[]} pages
 * @param {{ state: string, rounds?: number }} options `state`: the bench server's state folder
 * @returns {Promise<Record<string, { medianMs: number, p90Ms: number, status: number }>>}
 */
export async function appWork(origin, pages, { state, rounds = 120 }) {
  const { Miniflare, convertV4MiniflareOptions, Log, LogLevel } = await import("miniflare");
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const sandboxConfig = join(root, "dist", "beacon_sandbox", "wrangler.json");
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(sandboxConfig);
  const { modulesRules: _rules, ...options } = workerOptions;
  if (!main) throw new Error("The sandbox build names no main module");
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      rootPath: root,
      workers: [{ ...options, name: "beacon-sandbox", modules: true, scriptPath: main, modulesRoot: dirname(main) }],
      resourcePersistencePath: join(root, state, "v3"),
      resourceTmpPath: join(root, ".wrangler", "tmp"),
      log: new Log(LogLevel.WARN),
      telemetry: { enabled: false },
      cf: false,
    }),
  );
  /** @type {Map<string, { status: number, headers: [string, string][], body: ArrayBuffer }>} */
  const recorded = new Map();
  let replaying = false;
  let misses = 0;
  const sandbox = {
    /** @param {RequestInfo} input @param {RequestInit} [init] */
    async fetch(input, init) {
      const request = new Request(input, init);
      const key = await keyOf(request);
      if (replaying) {
        const answer = recorded.get(key);
        if (!answer) {
          misses++;
          return new Response(JSON.stringify({ error: { code: "not_recorded" } }), { status: 503 });
        }
        return new Response(answer.body.slice(0), { status: answer.status, headers: answer.headers });
      }
      const sandboxWorker = /** @type {{ fetch: (url: string, init: object) => Promise<Response> }} */ (
        /** @type {unknown} */ (await mf.getWorker("beacon-sandbox"))
      );
      const response = await sandboxWorker.fetch(request.url, {
        method: request.method,
        headers: [...request.headers],
        body: request.method === "GET" || request.method === "HEAD" ? undefined : await request.arrayBuffer(),
      });
      const body = await response.arrayBuffer();
      recorded.set(key, { status: response.status, headers: [...response.headers], body });
      return new Response(body.slice(0), { status: response.status, headers: [...response.headers] });
    },
  };
  const built = JSON.parse(readFileSync(join(root, "build", "server", "wrangler.json"), "utf8"));
  const env = {
    ...(built.vars ?? {}),
    ...devVars(),
    SANDBOX_MODE: "1",
    SANDBOX: sandbox,
    ASSETS: assets,
    APP_DB: unused("APP_DB"),
    IMPORTS: unused("IMPORTS"),
  };
  const ctx = { waitUntil() {}, passThroughOnException() {}, props: {} };
  const worker = (await import(pathToFileURL(join(root, "build", "server", "index.js")).href)).default;
  /** @param {{ path: string, cookie: string }} page */
  const render = async ({ path, cookie }) => {
    const response = await worker.fetch(new Request(`${origin}${path}`, { headers: { cookie, "accept-language": "en" } }), env, ctx);
    await response.arrayBuffer();
    return response.status;
  };
  /** @type {Record<string, number>} */
  const statuses = {};
  try {
    await mf.ready;
    for (const page of pages) statuses[page.path] = await render(page);
  } finally {
    await mf.dispose();
  }
  replaying = true;
  /** @type {Record<string, number[]>} */
  const cpu = Object.fromEntries(pages.map((p) => [p.path, []]));
  // The request log lines the app writes (ADR 0206) are built as in production and dropped here, so the
  // bench's output stays readable; the line is the app's work, the terminal is not.
  const { info, log } = console;
  console.info = () => {};
  console.log = () => {};
  try {
    for (let round = 0; round < rounds + 20; round++) {
      for (const page of pages) {
        const before = process.cpuUsage();
        const status = await render(page);
        const used = process.cpuUsage(before);
        if (status !== statuses[page.path]) throw new Error(`${page.path} answered ${status} replayed, ${statuses[page.path]} recorded`);
        if (round >= 20) cpu[page.path]?.push((used.user + used.system) / 1000); // the first rounds warm the code up
      }
    }
  } finally {
    Object.assign(console, { info, log });
  }
  if (misses) throw new Error(`${misses} provider calls were not in the recording`);
  const at = (/** @type {number[]} */ list, /** @type {number} */ q) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length * q)] ?? Number.NaN;
  return Object.fromEntries(
    pages.map(({ path }) => [path, { medianMs: at(cpu[path] ?? [], 0.5), p90Ms: at(cpu[path] ?? [], 0.9), status: statuses[path] ?? 0 }]),
  );
}
