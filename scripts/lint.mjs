// `npm run lint`: Biome's check over every tracked source file: the linter (recommended and accessibility
// rules), import order and the formatter (biome.json). `npm run format` (`--write`) sorts imports and formats
// in place. Biome runs as WebAssembly: its native binaries are per platform, and the registry here lacks the
// other platforms' packages, which `npm ci` needs in the lockfile (docs/decisions/0007-lint-with-biome.md).
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Biome } from "@biomejs/js-api/nodejs";
import { root } from "./lib.mjs";

const SOURCE = /\.(ts|tsx|js|mjs|jsx|css)$/;
const SKIP = /^(node_modules|build|dist|\.react-router|\.wrangler|test-results|bench-results)\/|worker-configuration\.d\.ts$/;

const biome = new Biome();
const { projectKey } = biome.openProject(root);
biome.applyConfiguration(projectKey, JSON.parse(readFileSync(join(root, "biome.json"), "utf8")));

// File arguments narrow the run (`npm run format -- app/root.tsx`); by default every tracked source file.
const named = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const files = (
  named.length
    ? named
    : execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" }).split("\n")
).filter((f) => SOURCE.test(f) && !SKIP.test(f));

const write = process.argv.includes("--write");
let problems = 0;
for (const file of files) {
  const content = readFileSync(join(root, file), "utf8");
  // Safe fixes include the import sorting; the formatter then gives the canonical text.
  const fixed = biome.lintContent(projectKey, content, { filePath: file, fixFileMode: "safeFixes" }).content ?? content;
  const canonical = biome.formatContent(projectKey, fixed, { filePath: file }).content;
  if (canonical !== content) {
    if (write) writeFileSync(join(root, file), canonical);
    else {
      problems++;
      console.error(`${file}: imports not sorted or not formatted (run \`npm run format\`)`);
    }
  }
  const { diagnostics } = biome.lintContent(projectKey, write ? canonical : content, { filePath: file });
  for (const d of diagnostics) {
    if (d.severity !== "error" && d.severity !== "warning") continue;
    problems++;
    const offset = d.location?.span?.[0] ?? 0;
    const line = content.slice(0, offset).split("\n").length;
    console.error(`${file}:${line} ${d.category ?? ""} ${d.description ?? ""}`);
  }
}
biome.shutdown();
console.info(`Linted ${files.length} files: ${problems} problem${problems === 1 ? "" : "s"}.`);

// No import circle anywhere, and no logic file over 400 lines (each script sets the exit code when it fails).
await import("./circles.mjs");
await import("./file-length.mjs");
process.exit(problems > 0 ? 1 : (process.exitCode ?? 0));
