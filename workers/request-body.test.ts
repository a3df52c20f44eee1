import { describe, expect, it } from "vitest";
import { drainUnreadBody } from "./request-body";

describe("drainUnreadBody", () => {
  it("reads a body nobody read", async () => {
    const request = new Request("https://app.test/login", { method: "POST", body: "intent=lock&x=".padEnd(5000, "y") });
    expect(request.bodyUsed).toBe(false);
    await drainUnreadBody(request);
    expect(request.bodyUsed).toBe(true);
  });

  it("leaves a body already read, and a request without one, alone", async () => {
    const read = new Request("https://app.test/login", { method: "POST", body: "a=1" });
    expect(await read.text()).toBe("a=1");
    await expect(drainUnreadBody(read)).resolves.toBeUndefined();
    const get = new Request("https://app.test/about");
    await drainUnreadBody(get);
    expect(get.bodyUsed).toBe(false);
  });
});
