// `npm run lint` part: no import circle in app/, sandbox/, domain/, contract/, tenants/, workers/. Every import
// counts, type-only and dynamic ones too (a circle of types is still two modules that cannot be read apart).
// Imports are read by the parser Vite's bundler uses (rolldown's oxc `parseSync`), resolved like tsconfig.json's
// `paths`, and circles found as strongly connected components (Tarjan). See docs/code-style.md, "The rooms".
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";
import { parseSync } from "rolldown/experimental";
import { root } from "./lib.mjs";

const ROOMS = /^(app|sandbox|domain|contract|tenants|workers)\//;
const ALIASES = {
  "#app/": "app/",
  "#domain/": "domain/",
  "#contract/": "contract/",
  "#tenants/": "tenants/",
  "#workers/": "workers/",
  "#sandbox/": "sandbox/src/",
};
const EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => ROOMS.test(f) && /\.tsx?$/.test(f) && !f.endsWith(".d.ts") && existsSync(join(root, f)));
const known = new Set(files);

function resolve(from, specifier) {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  let base;
  if (alias) base = ALIASES[alias] + specifier.slice(alias.length);
  else if (specifier.startsWith(".")) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else return null; // a package
  return EXTENSIONS.map((e) => base + e).find((p) => known.has(p) && statSync(join(root, p)).isFile()) ?? null;
}

/** Every module a file imports: static imports, re-exports and dynamic imports of a literal path. */
function importsOf(file) {
  const source = readFileSync(join(root, file), "utf8");
  const { module, errors } = parseSync(file, source);
  if (errors.length > 0) throw new Error(`${file}: ${errors[0].message}`);
  const specifiers = [
    ...module.staticImports.map((i) => i.moduleRequest.value),
    ...module.staticExports.flatMap((e) => e.entries.map((x) => x.moduleRequest?.value).filter(Boolean)),
    ...module.dynamicImports
      .map((d) => /^\s*["'`]([^"'`$]+)["'`]\s*$/.exec(source.slice(d.moduleRequest.start, d.moduleRequest.end))?.[1])
      .filter(Boolean),
  ];
  return [
    ...new Set(
      specifiers
        .filter((s) => !s.includes("/+types/"))
        .map((s) => resolve(file, s))
        .filter(Boolean),
    ),
  ];
}

const graph = new Map(files.map((f) => [f, importsOf(f)]));

// Tarjan's strongly connected components: any component of more than one file (or a file importing itself) is a circle.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
let counter = 0;
function visit(v) {
  index.set(v, counter);
  low.set(v, counter++);
  stack.push(v);
  onStack.add(v);
  for (const w of graph.get(v)) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v).includes(v)) circles.push(component.sort());
  }
}
for (const f of files) if (!index.has(f)) visit(f);

for (const circle of circles) console.error(`Import circle: ${circle.join(" <-> ")}`);
console.info(
  `Import graph: ${files.length} files, ${[...graph.values()].reduce((n, e) => n + e.length, 0)} imports, ${circles.length} circle${circles.length === 1 ? "" : "s"}.`,
);
if (circles.length > 0) process.exitCode = 1;
