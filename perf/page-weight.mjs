// What a first visit to a page costs on the wire: the HTML and everything it pulls in (CSS, JS, fonts,
// images), each gzip-compressed as a CDN serves text (images as they are). Shared by `npm run bench`
// and the budget test in `npm test`, so both read the same figures.
import { lookup as dnsLookup } from "node:dns";
import { request } from "node:http";
import { gzipSync } from "node:zlib";

const TEXT = /\.(css|js|mjs|svg|html|json)(\?|$)/;

/** @param {string} html @returns {{ css: string[], js: string[], images: string[] }} */
export function assetsOf(html) {
  /** @param {RegExp} re @returns {string[]} */
  const attr = (re) => [...html.matchAll(re)].map((m) => m[1] ?? "");
  const css = attr(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const js = [
    ...attr(/<script[^>]*src="([^"]+)"/g),
    ...attr(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...attr(/import\s*\(?\s*"([^"]+\.js)"/g),
  ];
  const images = [...attr(/<img[^>]*src="([^"]+)"/g), ...attr(/<link[^>]*rel="(?:icon|shortcut icon)"[^>]*href="([^"]+)"/g)];
  return { css: [...new Set(css)], js: [...new Set(js)], images: [...new Set(images)] };
}

/**
 * A page of the server at `origin`: "/x" on the origin's own host, "//brand.localhost/x" on another host of
 * the same server (the tenants' hosts), keeping the origin's port.
 * @param {string} origin @param {string} path
 */
export function pageUrl(origin, path) {
  const base = new URL(origin);
  if (!path.startsWith("//")) return new URL(path, base);
  const url = new URL(`${base.protocol}${path}`);
  url.port = base.port;
  return url;
}

/**
 * Resolves `*.localhost` to the loopback address, as browsers do (Node's resolver does not).
 * @param {string} hostname @param {import("node:dns").LookupOptions} options @param {Function} callback
 */
function localLookup(hostname, options, callback) {
  if (!hostname.endsWith(".localhost")) return dnsLookup(hostname, options, /** @type {any} */ (callback));
  if (options.all) return callback(null, [{ address: "127.0.0.1", family: 4 }]);
  return callback(null, "127.0.0.1", 4);
}

/**
 * One uncompressed GET (no Accept-Encoding: sizes are compressed here, the same way for every server).
 * @param {URL} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number, serverTiming: string, body: Buffer }>}
 */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers, lookup: localLookup }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const timing = res.headers["server-timing"];
        resolve({ status: res.statusCode ?? 0, serverTiming: String(timing ?? ""), body: Buffer.concat(chunks) });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/**
 * The provider figures of a response's Server-Timing header (`provider;dur=12.5;desc="calls=3 sequential=1"`,
 * written by app/middleware/provider.ts). `present` is false when the header has no provider entry (the page
 * made no provider call, or the header broke): the figures are then zeros, so a caller that expects provider
 * calls must check `present` rather than trust a zero.
 * @param {string | null} header
 */
export function providerTiming(header) {
  const entry = (header ?? "").split(",").find((part) => /^provider(;|$)/.test(part.trim()));
  const number = (/** @type {RegExp} */ re) => Number(re.exec(entry ?? "")?.[1] ?? 0);
  return {
    present: entry !== undefined,
    waitMs: number(/dur=([\d.]+)/),
    calls: number(/calls=(\d+)/),
    sequential: number(/sequential=(\d+)/),
  };
}

/**
 * Text of an HTML fragment: tags dropped, the few entities the app writes decoded, spaces collapsed.
 * @param {string | undefined} fragment
 */
function textOf(fragment) {
  return (fragment ?? "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * @param {string} origin e.g. http://localhost:8790
 * @param {string} path
 * @param {{ cookie?: string }} [options]
 */
export async function pageWeight(origin, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = options.cookie ? { Cookie: options.cookie } : {};
  const page = pageUrl(origin, path);
  const response = await get(page, headers);
  const html = response.body.toString("utf8");
  const { present, calls, sequential } = providerTiming(response.serverTiming);
  const assets = assetsOf(html);
  /** @typedef {{ raw: number, wire: number, body: Buffer }} Sized */
  /** @type {Map<string, Sized>} */
  const fetched = new Map();
  /** @param {string} url @returns {Promise<Sized>} */
  async function size(url) {
    if (!fetched.has(url)) {
      const { body } = await get(new URL(url, page));
      fetched.set(url, { raw: body.length, wire: TEXT.test(url) ? gzipSync(body).length : body.length, body });
    }
    return /** @type {Sized} */ (fetched.get(url));
  }
  const cssSizes = await Promise.all(assets.css.map(size));
  // Fonts and images referenced from the stylesheets load on first visit too.
  const cssRefs = cssSizes.flatMap(({ body }) =>
    [...body.toString("utf8").matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)].map((m) => m[1] ?? ""),
  );
  const fonts = cssRefs.filter((u) => /\.(woff2?|ttf|otf)(\?|$)/.test(u) && !u.startsWith("data:"));
  const images = [...assets.images, ...cssRefs.filter((u) => /\.(svg|png|jpe?g|webp|avif|gif)(\?|$)/.test(u) && !u.startsWith("data:"))];
  const jsSizes = await Promise.all(assets.js.map(size));
  const imageSizes = await Promise.all([...new Set(images)].map(size));
  const fontSizes = await Promise.all([...new Set(fonts)].map(size));
  /** @param {Sized[]} list @param {"raw" | "wire"} key */
  const sum = (list, key) => list.reduce((n, s) => n + s[key], 0);
  const htmlWire = gzipSync(Buffer.from(html)).length;
  const figures = {
    status: response.status,
    html: htmlWire,
    css: sum(cssSizes, "wire"),
    js: sum(jsSizes, "wire"),
    fonts: sum(fontSizes, "wire"),
    images: sum(imageSizes, "wire"),
    scriptTags: (html.match(/<script\b/g) ?? []).length,
    /** The page's <title> and its first <h1>'s text (tags dropped, spaces collapsed): which page was measured. */
    title: textOf(/<title[^>]*>([\s\S]*?)<\/title>/.exec(html)?.[1]),
    heading: textOf(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]),
    /** Every <h1> and <h2>, in order: a screen whose title is shared (an onboarding step and its link problem) by its own. */
    headings: [...html.matchAll(/<h[12]\b[^>]*>([\s\S]*?)<\/h[12]>/g)].map((m) => textOf(m[1])),
    /** Whether the response carried the provider's Server-Timing entry at all. */
    providerTimed: present,
    providerCalls: calls,
    providerSequential: sequential,
  };
  return { ...figures, total: figures.html + figures.css + figures.js + figures.fonts + figures.images };
}
