import { describe, expect, it, vi } from "vitest";
import { countTests, runSteps } from "../../scripts/test-summary.mjs";

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

describe("npm test's steps (scripts/test.mjs)", () => {
  /** The closing lines as scripts/test.mjs prints them, kept for the test. */
  const printed = () => {
    const lines: string[] = [];
    const summary = (failedStep: string | null) => {
      const result = countTests(null, null, failedStep);
      if (failedStep) lines.push(`npm test stopped: ${failedStep} failed.`);
      lines.push(...result.lines);
      return result.ok;
    };
    return { lines, summary };
  };

  it("a browser install that fails still ends with the closing counts, and nothing after it runs", async () => {
    const { lines, summary } = printed();
    const errors: string[] = [];
    const typeCheck = vi.fn();
    const install = async () => {
      throw new Error("apt-get install -y -qq chromium-headless-shell exited with 100");
    };
    const passed = await runSteps(
      [
        ["chromium", install],
        ["type check", typeCheck],
      ],
      summary,
      (message) => errors.push(message),
    );
    expect(passed).toBe(false);
    expect(typeCheck).not.toHaveBeenCalled();
    expect(lines).toEqual([
      "npm test stopped: chromium failed.",
      "unit and sandbox: 0 passed, 0 skipped; end-to-end: 0 passed, 0 skipped, 0 flaky",
      "0 passed, 1 failed, 0 skipped, 0 flaky",
    ]);
    expect(errors).toEqual(["apt-get install -y -qq chromium-headless-shell exited with 100"]);
  });

  it("a run whose steps all pass ends with the counts once, and no step named", async () => {
    const { lines, summary } = printed();
    const step = vi.fn();
    expect(
      await runSteps(
        [
          ["chromium", step],
          ["type check", step],
        ],
        summary,
      ),
    ).toBe(true);
    expect(step).toHaveBeenCalledTimes(2);
    expect(lines).toEqual([
      "unit and sandbox: 0 passed, 0 skipped; end-to-end: 0 passed, 0 skipped, 0 flaky",
      "0 passed, 0 failed, 0 skipped, 0 flaky",
    ]);
  });
});
