import { describe, expect, it } from "vitest";
import { nextAutoloadStartDate } from "#domain/dates";
import { isTimeZone, rememberBrowserTimeZone, requestTimeZone, TIME_ZONE_COOKIE, timeZoneCookie } from "./time-zone";

const withCookie = (cookie: string) => new Request("https://app.test/b1/autoloads", { headers: { Cookie: cookie } });

describe("the browser's time zone", () => {
  it("is read from the cookie the page's script wrote, and drives the spec's shifted autoload start", () => {
    const request = withCookie(`__Host-session=x; ${TIME_ZONE_COOKIE}=${encodeURIComponent("Pacific/Honolulu")}`);
    expect(requestTimeZone(request)).toBe("Pacific/Honolulu");
    // 19:30 in Honolulu on May 19th (05:30 UTC on the 20th, not yet past 06:00): tomorrow is the 20th,
    // where New York (01:30 on the 20th) says the 21st.
    const evening = new Date("2025-05-20T05:30:00Z");
    expect(nextAutoloadStartDate(evening, requestTimeZone(request))).toBe("2025-05-20");
    expect(nextAutoloadStartDate(evening, requestTimeZone(withCookie("")))).toBe("2025-05-21");
    // 21:30 in Honolulu (07:30 UTC on the 20th): 7+ hours behind and UTC past 06:00 on another day, so the
    // day after tomorrow, the 21st.
    expect(nextAutoloadStartDate(new Date("2025-05-20T07:30:00Z"), requestTimeZone(request))).toBe("2025-05-21");
  });

  it("falls back to America/New_York without a cookie or with one that names no zone", () => {
    expect(requestTimeZone(new Request("https://app.test/"))).toBe("America/New_York");
    expect(requestTimeZone(withCookie(`${TIME_ZONE_COOKIE}=Mars%2FOlympus`))).toBe("America/New_York");
    expect(requestTimeZone(withCookie(`${TIME_ZONE_COOKIE}=%3Cscript%3E`))).toBe("America/New_York");
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("America/Los_Angeles")).toBe(true);
    expect(isTimeZone("x".repeat(80))).toBe(false);
  });

  it("is written once by the page, with the app's cookie attributes", () => {
    const doc = { cookie: "" };
    rememberBrowserTimeZone(doc);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(doc.cookie).toBe(timeZoneCookie(zone));
    expect(doc.cookie).toMatch(/^__Host-tz=[^;]+; Path=\/; Max-Age=31536000; Secure; SameSite=Lax$/);
    // A browser's cookie string holds only name=value pairs: the same zone is not written again.
    const seen = { cookie: `a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}` };
    rememberBrowserTimeZone(seen);
    expect(seen.cookie).toBe(`a=1; ${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}`);
  });
});
