import { describe, expect, it } from "vitest";
import { shipmentSchema, trackingUrlSchema } from "./entities";

describe("tracking URLs (issue 12: rendered as links, so https only)", () => {
  it("accepts the carriers' https pages", () => {
    expect(trackingUrlSchema.safeParse("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400").success).toBe(true);
    expect(shipmentSchema.safeParse({ shippingMethod: null, trackingNumber: null, trackingUrl: null, shippedAt: null }).success).toBe(true);
  });

  it("refuses every other scheme and non-URLs", () => {
    for (const value of [
      "javascript:alert(1)",
      "http://carrier.example/t/1",
      "data:text/html,x",
      "//carrier.example/t",
      "/t/1",
      "carrier.example",
      "JAVASCRIPT:alert(1)",
    ]) {
      expect(trackingUrlSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
