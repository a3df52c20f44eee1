// A page's bytes replayed by a plain static server, for Lighthouse (issue 14).
//
// On this two-core machine the dev server (wrangler's proxy and workerd) runs beside the browser under
// test: its CPU work while the page loads lengthens the browser's tasks, and Lighthouse's simulated total
// blocking time then moves a no-script page's score between 90 and 100 from run to run. The same HTML,
// stylesheet and images served from memory by Node score the page alone (docs/performance.md). Loopback
// only; the server lives until `close()`.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

/** @typedef {{ type: string, body: Buffer }} Stored (the body gzipped) */

/**
 * Fetches each page (with its cookie) and the stylesheets, icons and images its HTML names, and serves
 * them on a free port: page `i` at `/page/i`, assets at their own paths.
 * @param {string} origin
 * @param {{ path: string, cookie?: string }[]} pages
 * @returns {Promise<{ origin: string, paths: string[], close: () => Promise<void> }>}
 */
export async function replayPages(origin, pages) {
  /** @type {Map<string, Stored>} */
  const files = new Map();
  const paths = [];
  for (const [i, { path, cookie }] of pages.entries()) {
    const res = await fetch(`${origin}${path}`, { headers: cookie ? { cookie } : {} });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const html = await res.text();
    const own = `/page/${i}`;
    files.set(own, { type: "text/html; charset=utf-8", body: gzipSync(html) });
    paths.push(own);
    for (const [, asset] of html.matchAll(/(?:href|src)="(\/(?!\/)[^"?#]+\.(?:css|svg|png|ico|woff2?))"/g)) {
      if (!asset || files.has(asset)) continue;
      const file = await fetch(`${origin}${asset}`);
      files.set(asset, {
        type: file.headers.get("content-type") ?? "application/octet-stream",
        body: gzipSync(Buffer.from(await file.arrayBuffer())),
      });
    }
  }
  const server = createServer((req, res) => {
    const file = files.get((req.url ?? "/").split("?")[0] ?? "/");
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    // Compressed, as the app's responses are on the wire.
    res.writeHead(200, { "content-type": file.type, "content-encoding": "gzip", "cache-control": "no-store" }).end(file.body);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", () => done(undefined)));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://localhost:${port}`,
    paths,
    close: () => new Promise((done) => server.close(() => done(undefined))),
  };
}
