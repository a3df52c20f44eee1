import { afterEach, describe, expect, it, vi } from "vitest";
import { CodeLoadTimeoutError, isCodeLoadError, ROUTE_LOAD_TIMEOUT_MS, retryHref, withLoadTimeout } from "./route-load";

describe("isCodeLoadError", () => {
  it("recognises each browser's failed dynamic import and the time-out", () => {
    expect(isCodeLoadError(new TypeError("Failed to fetch dynamically imported module: https://x.test/assets/a.js"))).toBe(true);
    expect(isCodeLoadError(new TypeError("error loading dynamically imported module: https://x.test/assets/a.js"))).toBe(true);
    expect(isCodeLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isCodeLoadError(new Error("Unable to preload CSS for /assets/a.css"))).toBe(true);
    expect(isCodeLoadError(new CodeLoadTimeoutError())).toBe(true);
  });

  it("leaves other errors to the generic error page", () => {
    expect(isCodeLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
    expect(isCodeLoadError("Failed to fetch dynamically imported module")).toBe(false);
    expect(isCodeLoadError(null)).toBe(false);
  });
});

describe("withLoadTimeout", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("uses the spec's 120 seconds", () => {
    expect(ROUTE_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("rejects with the time-out error when the code has not arrived after 120 s, not before", async () => {
    vi.useFakeTimers();
    const never = new Promise<string>(() => {});
    let outcome: unknown = "pending";
    withLoadTimeout(() => never, "island").then(
      (value) => {
        outcome = value;
      },
      (error: unknown) => {
        outcome = error;
      },
    );
    await vi.advanceTimersByTimeAsync(ROUTE_LOAD_TIMEOUT_MS - 1);
    expect(outcome).toBe("pending");
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBeInstanceOf(CodeLoadTimeoutError);
    expect(isCodeLoadError(outcome)).toBe(true);
  });

  it("passes through code that arrives in time, and a failed import as it is", async () => {
    await expect(withLoadTimeout(() => Promise.resolve("module"))).resolves.toBe("module");
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/a.js");
    await expect(withLoadTimeout(() => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe("retryHref", () => {
  it("loads the same path and query again, never another origin", () => {
    expect(retryHref({ pathname: "/b1/cards", search: "?page=2" })).toBe("/b1/cards?page=2");
    expect(retryHref({ pathname: "/b1/cards" })).toBe("/b1/cards");
    expect(retryHref({ pathname: "//evil.test/x", search: "" })).toBe("/");
  });
});
