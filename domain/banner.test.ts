import { describe, expect, it } from "vitest";
import { BANNER_CUTOFF, BANNER_SESSION_KEY, isBannerClosedValue, shouldShowBanner } from "./banner";

const before = new Date("2025-05-22T23:59:59.999Z");
const cutoff = new Date("2025-05-23T00:00:00Z");
const after = new Date("2025-06-01T00:00:00Z");

describe("announcement banner", () => {
  it("has the spec's constants", () => {
    expect(BANNER_CUTOFF).toBe("2025-05-23T00:00:00Z");
    expect(BANNER_SESSION_KEY).toBe("notificationBannerClosed");
  });

  it.each(["recipients", "cards", "programs"])("shows on %s before the cut-off", (routeId) => {
    expect(shouldShowBanner({ routeId, now: before, closed: false })).toBe(true);
  });

  it.each(["recipients", "cards", "programs"])("hides on %s at and after the cut-off", (routeId) => {
    expect(shouldShowBanner({ routeId, now: cutoff, closed: false })).toBe(false);
    expect(shouldShowBanner({ routeId, now: after, closed: false })).toBe(false);
  });

  it.each(["reports", "memberSettings", "orders", "cardholders", "", null, undefined])("hides on %j", (routeId) => {
    expect(shouldShowBanner({ routeId, now: before, closed: false })).toBe(false);
  });

  it("hides once closed in the session", () => {
    expect(shouldShowBanner({ routeId: "cards", now: before, closed: true })).toBe(false);
  });

  it("reads the stored flag", () => {
    expect(isBannerClosedValue("true")).toBe(true);
    expect(isBannerClosedValue(null)).toBe(false);
    expect(isBannerClosedValue("false")).toBe(false);
  });
});
