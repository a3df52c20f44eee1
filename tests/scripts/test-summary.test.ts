import { describe, expect, it } from "vitest";
import { countTests } from "../../scripts/test-summary.mjs";

const vitestAllPassed = { numPassedTests: 1770, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 };
const e2eAllPassed = { expected: 260, unexpected: 0, skipped: 0, flaky: 0 };

describe("npm test's closing counts", () => {
  it("passes a run where every test passed at its first try", () => {
    const result = countTests(vitestAllPassed, e2eAllPassed, null);
    expect(result.ok).toBe(true);
    expect(result.lines.at(-1)).toBe("2030 passed, 0 failed, 0 skipped, 0 flaky");
  });

  it("fails a run with a flaky test (failed, then passed on another try), and counts it", () => {
    const result = countTests(vitestAllPassed, { ...e2eAllPassed, expected: 259, flaky: 1 }, null);
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toBe("2029 passed, 0 failed, 0 skipped, 1 flaky");
  });

  it("a flaky test that made the end-to-end step fail is counted as flaky, not as one more failure", () => {
    const result = countTests(vitestAllPassed, { ...e2eAllPassed, expected: 259, flaky: 1 }, "end-to-end tests");
    expect(result.ok).toBe(false);
    expect([result.failed, result.flaky]).toEqual([0, 1]);
  });

  it("fails a run with a skipped, pending or todo test", () => {
    expect(countTests({ ...vitestAllPassed, numTodoTests: 1 }, e2eAllPassed, null).ok).toBe(false);
    expect(countTests({ ...vitestAllPassed, numPendingTests: 1 }, e2eAllPassed, null).ok).toBe(false);
    expect(countTests(vitestAllPassed, { ...e2eAllPassed, skipped: 1 }, null).ok).toBe(false);
  });

  it("a step that failed before any test ran (the browser's install, the type check) prints the counts with one failure", () => {
    const result = countTests(null, null, "chromium");
    expect(result.ok).toBe(false);
    expect(result.lines.at(-1)).toBe("0 passed, 1 failed, 0 skipped, 0 flaky");
  });
});
