import { describe, expect, it } from "vitest";
import { intakeLanguage, nearestIntakeLanguage } from "./intake-language";
import { LANGUAGE_CODES } from "./languages";

describe("intake language (spec section 2: only en, es, pl on intake routes)", () => {
  it("keeps an offered language", () => {
    expect(intakeLanguage({ query: "es" })).toBe("es");
    expect(intakeLanguage({ query: "pl", cookie: "es" })).toBe("pl");
    expect(intakeLanguage({ cookie: "es" })).toBe("es");
    expect(intakeLanguage({ acceptLanguage: "pl-PL,pl;q=0.9" })).toBe("pl");
  });

  it("gives the nearest offered language for the others, English when none is near", () => {
    expect(intakeLanguage({ query: "uk" })).toBe("pl");
    expect(intakeLanguage({ query: "fr" })).toBe("es");
    expect(intakeLanguage({ query: "ar" })).toBe("en");
    expect(intakeLanguage({ cookie: "far" })).toBe("en");
    expect(intakeLanguage({ query: "xx" })).toBe("en");
    expect(intakeLanguage({})).toBe("en");
    for (const code of LANGUAGE_CODES) expect(["en", "es", "pl"]).toContain(nearestIntakeLanguage(code));
  });

  it("reads Accept-Language as a list: an offered language further down wins over a near one", () => {
    expect(intakeLanguage({ acceptLanguage: "ar, es;q=0.8" })).toBe("es");
    expect(intakeLanguage({ acceptLanguage: "uk-UA, ru;q=0.9" })).toBe("pl");
    expect(intakeLanguage({ acceptLanguage: "da, de;q=0.5" })).toBe("en");
    expect(intakeLanguage({ query: "ar", acceptLanguage: "es" })).toBe("en");
  });
});
