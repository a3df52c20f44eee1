import { describe, expect, it } from "vitest";
import { seal, unseal } from "./sealed-cookie.server";

const secret = "a".repeat(43);
const other = "b".repeat(43);

describe("sealed cookie values", () => {
  it("round-trips a value", async () => {
    const value = { uid: "u1", roles: ["admin"], n: 3 };
    expect(await unseal(await seal(value, secret), secret)).toEqual(value);
  });

  it("does not reveal the value", async () => {
    const sealed = await seal({ token: "very-secret-token" }, secret);
    expect(sealed).not.toContain("very-secret-token");
    expect(atob(sealed.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).not.toContain("very-secret");
  });

  it("uses a fresh IV every time", async () => {
    expect(await seal({ a: 1 }, secret)).not.toBe(await seal({ a: 1 }, secret));
  });

  it("opens nothing sealed under another key, tampered or malformed", async () => {
    const sealed = await seal({ a: 1 }, secret);
    expect(await unseal(sealed, other)).toBeNull();
    const [version, kid, iv, body] = sealed.split(".");
    expect(version).toBe("v2");
    // Change the next-to-last character (always to a different one: the test failed 1 run in 64 when
    // it was already the replacement).
    const flipped = `${version}.${kid}.${iv}.${body!.slice(0, -2)}${body!.at(-2) === "A" ? "B" : "A"}${body!.slice(-1)}`;
    expect(await unseal(flipped, secret)).toBeNull();
    expect(await unseal("garbage", secret)).toBeNull();
    expect(await unseal("a.b.c", secret)).toBeNull();
    expect(await unseal("!!.??", secret)).toBeNull();
    expect(await unseal(`v3.${kid}.${iv}.${body}`, secret)).toBeNull();
  });

  it("binds the cookie's name: a value sealed for one cookie does not open as another (issue 12)", async () => {
    const sealed = await seal({ a: 1 }, secret, "__Host-session");
    expect(await unseal(sealed, secret, "__Host-session")).toEqual({ a: 1 });
    expect(await unseal(sealed, secret, "__Host-return")).toBeNull();
    // The key id is authenticated too: relabelling the value with another secret's id does not open it.
    const [, , iv, body] = sealed.split(".");
    const [, otherKid] = (await seal({}, other)).split(".");
    expect(await unseal(`v2.${otherKid}.${iv}.${body}`, [secret, other])).toBeNull();
  });

  it("carries a key id, so SESSION_SECRET rotates without signing anyone out", async () => {
    const before = await seal({ uid: "u1" }, secret);
    // After the rotation: the new secret seals, the previous one still opens what it sealed.
    expect(await unseal(before, [other, secret])).toEqual({ uid: "u1" });
    const after = await seal({ uid: "u2" }, [other, secret]);
    expect(after.split(".")[1]).not.toBe(before.split(".")[1]);
    expect(await unseal(after, other)).toEqual({ uid: "u2" });
    expect(await unseal(after, secret)).toBeNull();
    // Once the previous secret is dropped, its cookies no longer open.
    expect(await unseal(before, other)).toBeNull();
    // The key id reveals nothing of the secret.
    expect(before.split(".")[1]).not.toContain(secret.slice(0, 4));
  });

  it("refuses a missing or short secret", async () => {
    await expect(seal({}, "")).rejects.toThrow(/SESSION_SECRET/);
    await expect(seal({}, "short")).rejects.toThrow(/SESSION_SECRET/);
  });
});
