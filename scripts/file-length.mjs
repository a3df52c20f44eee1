// `npm run lint` part: logic files stay under 400 lines (docs/code-style.md, "Size"). Counted: every tracked
// TypeScript source file outside the tests; a longer file is split along its own seams (steps, parts, topics).
// Data and descriptor files may stay long, and are named here one by one: a new long file fails until it is
// split or, if it is data, added to this list with its reason.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { root } from "./lib.mjs";

export const MAX_LINES = 400;

/** Data and descriptors, allowed to pass the limit. */
export const LONG_DATA = [
  /^app\/locales\//, // the translations, and the glossary the locale tests read
  /^app\/i18n\/us-states\.ts$/, // the state names in every language
  /^sandbox\/src\/seed\//, // the demo data
  /^contract\/(businesses|entities|cards)\.ts$/, // the API's endpoint descriptors and entity schemas
];

const TEST = /(\.test\.tsx?|\.spec\.ts|\.d\.ts)$|^(tests|sandbox\/test|perf)\/|\.fixture\.tsx?$/;

/** The source files over the limit that are not data: `[file, lines]`. */
export function longFiles(files) {
  return files
    .filter((f) => /\.tsx?$/.test(f) && !TEST.test(f) && !LONG_DATA.some((data) => data.test(f)))
    .map((f) => [f, readFileSync(join(root, f), "utf8").split("\n").length - 1])
    .filter(([, lines]) => lines > MAX_LINES);
}

const tracked = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" })
  .split("\n")
  .filter((f) => f && existsSync(join(root, f)));
const long = longFiles(tracked);
for (const [file, lines] of long) console.error(`${file}: ${lines} lines, over ${MAX_LINES}: split it along its own seams`);
console.info(`File length: ${long.length} logic file${long.length === 1 ? "" : "s"} over ${MAX_LINES} lines.`);
if (long.length > 0) process.exitCode = 1;
