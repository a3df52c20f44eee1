// The counts `npm test` ends with, from vitest's and Playwright's JSON reports (scripts/test.mjs).

/**
 * @typedef {{ numPassedTests?: number, numFailedTests?: number, numPendingTests?: number, numTodoTests?: number }} VitestReport
 * @typedef {{ expected?: number, unexpected?: number, skipped?: number, flaky?: number }} PlaywrightStats
 */

/**
 * Passed, failed, skipped and flaky tests of both runners. A step that failed without a failed test to show
 * for it (the type check, the build, a runner that crashed) counts as one failure. Skipped, pending and todo
 * tests fail the run (docs/decisions/0008-test-layout.md), and so do flaky ones: a test that failed, then
 * passed on a second try, failed once (docs/decisions/0192-flaky-is-failed.md).
 * @param {VitestReport | null | undefined} vitest
 * @param {PlaywrightStats | null | undefined} e2e
 * @param {string | null} failedStep
 */
export function countTests(vitest, e2e, failedStep) {
  const unitSkipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0);
  const flaky = e2e?.flaky ?? 0;
  const testsFailed = (vitest?.numFailedTests ?? 0) + (e2e?.unexpected ?? 0);
  const failed = testsFailed + (failedStep && testsFailed === 0 && flaky === 0 ? 1 : 0);
  const skipped = unitSkipped + (e2e?.skipped ?? 0);
  const counts = { passed: (vitest?.numPassedTests ?? 0) + (e2e?.expected ?? 0), failed, skipped, flaky };
  return {
    ...counts,
    ok: !failedStep && failed + skipped + flaky === 0,
    lines: [
      `unit and sandbox: ${vitest?.numPassedTests ?? 0} passed, ${unitSkipped} skipped; ` +
        `end-to-end: ${e2e?.expected ?? 0} passed, ${e2e?.skipped ?? 0} skipped, ${flaky} flaky`,
      `${counts.passed} passed, ${failed} failed, ${skipped} skipped, ${flaky} flaky`,
    ],
  };
}

/**
 * Runs `npm test`'s steps in order and always ends with the closing lines: the first step that fails (the
 * browser's install that could not run, the type check, a test run) stops the run, and `summary` prints
 * the counts with that step named. Tells whether the run passed.
 * @param {[string, () => unknown][]} steps
 * @param {(failedStep: string | null) => boolean} summary
 * @param {(message: string) => void} [report] where the failed step's error goes (standard error)
 * @returns {Promise<boolean>}
 */
export async function runSteps(steps, summary, report = console.error) {
  for (const [name, step] of steps) {
    try {
      await step();
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
      summary(name);
      return false;
    }
  }
  return summary(null);
}
