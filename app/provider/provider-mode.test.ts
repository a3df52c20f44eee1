import { describe, expect, it } from "vitest";
import { bankLinkUrl, cardFrameOrigin, cardFrameUrl, providerMode, usesSandbox, webhookConsoleUrl } from "./provider-mode";

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

describe("webhookConsoleUrl (ADR 0164)", () => {
  const page = "http://care.localhost:8787/biz_harbor/developers/webhooks";
  it("opens the sandbox's console through this app's own origin, and nothing else the sandbox might name", () => {
    const sandbox = env("", "1");
    expect(webhookConsoleUrl(sandbox, "https://sandbox.internal/_sandbox/webhooks/open/tok", page)).toBe(
      "http://care.localhost:8787/_sandbox/webhooks/open/tok",
    );
    expect(webhookConsoleUrl(sandbox, "https://sandbox.internal/_sandbox/mail", page)).toBeNull();
    expect(webhookConsoleUrl(sandbox, "not a url", page)).toBeNull();
  });
  it("uses a real provider's https link as it is, and refuses any other scheme", () => {
    const remote = env("https://api.provider.example");
    expect(webhookConsoleUrl(remote, "https://portal.provider.example/app/xyz", page)).toBe("https://portal.provider.example/app/xyz");
    expect(webhookConsoleUrl(remote, "http://portal.provider.example/app/xyz", page)).toBeNull();
    expect(webhookConsoleUrl(remote, "javascript:alert(1)", page)).toBeNull();
  });
});

describe("bankLinkUrl (ADR 0159)", () => {
  it("is the provider's hosted page, or the sandbox's under /_sandbox/", () => {
    expect(bankLinkUrl(env("https://api.provider.example"), "link-sandbox-a/b")).toBe(
      "https://api.provider.example/bank-link/link-sandbox-a%2Fb",
    );
    expect(bankLinkUrl(env("", "1"), "link-sandbox-abc")).toBe("/_sandbox/bank-link/link-sandbox-abc");
  });
});
