// `npm run lint`: Biome's linter (recommended and accessibility rules, biome.json) over every tracked source
// file. Biome runs as WebAssembly: its native binaries are per platform, and the registry here lacks the
// other platforms' packages, which `npm ci` needs in the lockfile (docs/decisions/0007-lint-with-biome.md).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Biome } from "@biomejs/js-api/nodejs";
import { root } from "./lib.mjs";

const SOURCE = /\.(ts|tsx|js|mjs|jsx|css)$/;
const SKIP = /^(node_modules|build|dist|\.react-router|\.wrangler|test-results|bench-results)\/|worker-configuration\.d\.ts$/;

const biome = new Biome();
const { projectKey } = biome.openProject(root);
biome.applyConfiguration(projectKey, JSON.parse(readFileSync(join(root, "biome.json"), "utf8")));

const files = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => SOURCE.test(f) && !SKIP.test(f));

let problems = 0;
for (const file of files) {
  const content = readFileSync(join(root, file), "utf8");
  const { diagnostics } = biome.lintContent(projectKey, content, { filePath: file });
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
process.exit(problems > 0 ? 1 : 0);
