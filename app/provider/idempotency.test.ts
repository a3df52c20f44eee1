import { describe, expect, it } from "vitest";
import { idempotencyKeySchema, newIdempotencyKey } from "./idempotency";

describe("idempotency keys", () => {
  it("generates keys the schema accepts, a new one each time", () => {
    const a = newIdempotencyKey();
    expect(idempotencyKeySchema.safeParse(a).success).toBe(true);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("refuses short keys and unexpected characters", () => {
    expect(idempotencyKeySchema.safeParse("short").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("a".repeat(16) + "/").success).toBe(false);
    expect(idempotencyKeySchema.safeParse("a".repeat(65)).success).toBe(false);
  });
});
