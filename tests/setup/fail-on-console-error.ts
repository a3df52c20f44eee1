import { afterEach, beforeEach, vi } from "vitest";

// A test that makes the code under test call console.error fails: errors are never silent noise.
let spy: ReturnType<typeof vi.spyOn> | undefined;
beforeEach(() => {
  spy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  if (calls.length > 0) {
    throw new Error(`console.error was called during the test:\n${calls.map((c: unknown[]) => c.map(String).join(" ")).join("\n")}`);
  }
});
