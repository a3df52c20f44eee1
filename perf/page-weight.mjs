// What a first visit to a page costs on the wire: the HTML and everything it pulls in (CSS, JS, fonts,
// images), each gzip-compressed as a CDN serves text (images as they are). Shared by `npm run bench`
// and the budget test in `npm test`, so both read the same figures.
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
  const images = [
    ...attr(/<img[^>]*src="([^"]+)"/g),
    ...attr(/<link[^>]*rel="(?:icon|shortcut icon)"[^>]*href="([^"]+)"/g),
  ];
  return { css: [...new Set(css)], js: [...new Set(js)], images: [...new Set(images)] };
}

/**
 * @param {string} origin e.g. http://localhost:8790
 * @param {string} path
 * @param {{ cookie?: string }} [options]
 */
export async function pageWeight(origin, path, options = {}) {
  /** @type {Record<string, string>} */
  const headers = options.cookie ? { Cookie: options.cookie } : {};
  const response = await fetch(new URL(path, origin), { headers, redirect: "manual" });
  const html = await response.text();
  const serverTiming = response.headers.get("server-timing") ?? "";
  const sequential = Number(/sequential=(\d+)/.exec(serverTiming)?.[1] ?? 0);
  const calls = Number(/calls=(\d+)/.exec(serverTiming)?.[1] ?? 0);
  const assets = assetsOf(html);
  /** @typedef {{ raw: number, wire: number, body: Buffer }} Sized */
  /** @type {Map<string, Sized>} */
  const fetched = new Map();
  /** @param {string} url @returns {Promise<Sized>} */
  async function size(url) {
    if (!fetched.has(url)) {
      const res = await fetch(new URL(url, origin));
      const body = Buffer.from(await res.arrayBuffer());
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
    providerCalls: calls,
    providerSequential: sequential,
  };
  return { ...figures, total: figures.html + figures.css + figures.js + figures.fonts + figures.images };
}
