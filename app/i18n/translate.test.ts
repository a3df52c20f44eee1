import { describe, expect, it } from "vitest";
import { translate } from "./translate";

const strings = { a: { b: "Hello, {{name}}!" }, plain: "Plain" };

describe("translate", () => {
  it("looks up dotted keys and interpolates", () => {
    expect(translate(strings, "a.b", { name: "Ana" })).toBe("Hello, Ana!");
    expect(translate(strings, "plain")).toBe("Plain");
  });
  it("falls back to defaultValue, then to the key", () => {
    expect(translate(strings, "a.missing", { defaultValue: "Done." })).toBe("Done.");
    expect(translate(strings, "a.missing")).toBe("a.missing");
    expect(translate(strings, "a")).toBe("a");
  });
  it("leaves an unknown placeholder visible", () => {
    expect(translate(strings, "a.b")).toBe("Hello, {{name}}!");
  });
});
