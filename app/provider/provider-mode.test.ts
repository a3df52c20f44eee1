import { describe, expect, it } from "vitest";
import { cardFrameOrigin, cardFrameUrl, providerMode, usesSandbox } from "./provider-mode";

const env = (PROVIDER_BASE_URL: string, SANDBOX_MODE?: string) => ({ PROVIDER_BASE_URL, SANDBOX_MODE });

describe("provider mode (ADR 0098: the sandbox is opt-in and fails closed)", () => {
  it("uses the real provider whenever PROVIDER_BASE_URL is set, whatever SANDBOX_MODE says", () => {
    expect(providerMode(env("https://api.provider.example"))).toBe("remote");
    expect(providerMode(env("https://api.provider.example", "1"))).toBe("remote");
    expect(cardFrameOrigin(env("https://api.provider.example/v1", "1"))).toBe("https://api.provider.example");
    expect(cardFrameUrl(env("https://api.provider.example"), "a/b")).toBe("https://api.provider.example/card-frame/a%2Fb");
  });

  it("uses the sandbox only with SANDBOX_MODE exactly 1", () => {
    expect(providerMode(env("", "1"))).toBe("sandbox");
    expect(usesSandbox(env("", "1"))).toBe(true);
    expect(cardFrameUrl(env("", "1"), "tok")).toBe("/_sandbox/card-frame/tok");
    expect(cardFrameOrigin(env("", "1"))).toBeNull();
  });

  it("is unconfigured with neither setting: no sandbox by default", () => {
    for (const mode of [undefined, "", "0", "true", "yes"]) {
      expect(providerMode(env("", mode))).toBe("unconfigured");
      expect(usesSandbox(env("", mode))).toBe(false);
    }
  });
});
