// `npm run lint`: Biome's check over every tracked source file: the linter (recommended and accessibility
// rules), import order and the formatter (biome.json). `npm run format` (`--write`) sorts imports and formats
// in place. Biome runs as WebAssembly: its native binaries are per platform, and the registry here lacks the
// other platforms' packages, which `npm ci` needs in the lockfile (docs/decisions/0007-lint-with-biome.md).
// Tests that cannot fail are refused beside Biome's rules: skipped and focused tests (biome.json), and
// inverted tests and retries (TEST_RULES below, docs/decisions/0192-flaky-is-failed.md).
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

/** A test, suite or describe call, with any of its modifiers (`test.describe`, `it.concurrent`, …). */
const TEST_CALL = String.raw`r"^(?:test|it|describe|suite|bench)(?:\.(?:describe|concurrent|sequential|serial|parallel|skip|only|fixme|fail|fails))*$"`;
/**
 * Patterns (GritQL, run by Biome's own search) no test file may hold: a test that passes when it fails,
 * and a retry, which turns an intermittent failure into a pass. Configuration files may only say 0.
 */
const TEST_RULES = [
  {
    files: /(\.test\.tsx?|^tests\/.+\.ts)$/,
    pattern: `\`$call.$inverted\` where { $inverted <: or { \`fail\`, \`fails\` }, $call <: ${TEST_CALL} }`,
    message: "an inverted test (test.fail, it.fails) passes when its check fails",
  },
  {
    files: /(\.test\.tsx?|^tests\/.+\.ts)$/,
    pattern: "`$_.configure($options)` where { $options <: contains `retries: $_` }",
    message: "retries turn an intermittent failure into a pass (describe.configure({ retries }))",
  },
  {
    files: /(\.test\.tsx?|^tests\/.+\.ts)$/,
    pattern: `\`$call($name, $options, $...)\` where { $call <: ${TEST_CALL}, $options <: contains \`retry: $_\` }`,
    message: "retries turn an intermittent failure into a pass ({ retry } on a test or suite)",
  },
  {
    files: /^(playwright|vitest)\.config\.ts$/,
    pattern: "or { `retries: $n`, `retry: $n` } where { not $n <: `0` }",
    message: "retries turn an intermittent failure into a pass (the configuration's retries must be 0)",
  },
].map((rule) => ({ ...rule, id: biome.workspace.parsePattern({ pattern: rule.pattern, defaultLanguage: "js" }).patternId }));

/** The places in `content` (the file `file`) that one of TEST_RULES refuses. */
function testRuleProblems(file, content) {
  const rules = TEST_RULES.filter((rule) => rule.files.test(file));
  if (rules.length === 0) return [];
  biome.workspace.openFile({ projectKey, path: file, content: { type: "fromClient", content, version: 0 } });
  try {
    return rules.flatMap(({ id, message }) =>
      biome.workspace.searchPattern({ projectKey, path: file, pattern: id }).matches.map(([start]) => ({ start, message })),
    );
  } finally {
    biome.workspace.closeFile({ projectKey, path: file });
  }
}

const write = process.argv.includes("--write");
let problems = 0;
for (const file of files) {
  const content = readFileSync(join(root, file), "utf8");
  // Safe fixes include the import sorting; the formatter then gives the canonical text.
  const linted = biome.lintContent(projectKey, content, { filePath: file, fixFileMode: "safeFixes" });
  const fixed = linted.content ?? content;
  const canonical = biome.formatContent(projectKey, fixed, { filePath: file }).content;
  if (canonical !== content) {
    if (write) writeFileSync(join(root, file), canonical);
    else {
      problems++;
      console.error(`${file}: imports not sorted or not formatted (run \`npm run format\`)`);
    }
  }
  // The safe fixes' pass already linted the fixed text: when it is the file's own text (and is kept), its
  // diagnostics are the file's, and the file is not linted a second time (a third of the lint's CPU).
  const unchanged = fixed === content && (!write || canonical === content);
  const { diagnostics } = unchanged ? linted : biome.lintContent(projectKey, write ? canonical : content, { filePath: file });
  for (const d of diagnostics) {
    if (d.severity !== "error" && d.severity !== "warning") continue;
    problems++;
    const offset = d.location?.span?.[0] ?? 0;
    const line = content.slice(0, offset).split("\n").length;
    console.error(`${file}:${line} ${d.category ?? ""} ${d.description ?? ""}`);
  }
  for (const { start, message } of testRuleProblems(file, content)) {
    problems++;
    // Biome's offsets count UTF-8 bytes.
    const line = Buffer.from(content).subarray(0, start).toString().split("\n").length;
    console.error(`${file}:${line} tests/no-pass-on-failure ${message}`);
  }
}
biome.shutdown();
console.info(`Linted ${files.length} files: ${problems} problem${problems === 1 ? "" : "s"}.`);

// No import circle anywhere, and no logic file over 400 lines (each script sets the exit code when it fails).
await import("./circles.mjs");
await import("./file-length.mjs");
process.exit(problems > 0 ? 1 : (process.exitCode ?? 0));
