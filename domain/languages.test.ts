import { describe, expect, it } from "vitest";
import { codeForTag, detectLanguage, LANGUAGE_CODES, languageDir, languageTag, parseAcceptLanguage } from "./languages";

describe("languages", () => {
  it("has the spec's twelve codes", () => {
    expect([...LANGUAGE_CODES].sort()).toEqual(["ar", "da", "en", "es", "far", "fr", "pa", "pl", "ru", "sw", "uk", "zh"]);
  });

  it("maps Dari, Pashto and Farsi to real BCP 47 tags, right-to-left", () => {
    expect(languageTag("da")).toBe("fa-AF");
    expect(languageTag("pa")).toBe("ps");
    expect(languageTag("far")).toBe("fa");
    expect(languageTag("zh")).toBe("zh-Hans");
    for (const code of ["da", "pa", "far", "ar"] as const) expect(languageDir(code)).toBe("rtl");
    for (const code of ["en", "es", "fr", "pl", "ru", "zh", "uk", "sw"] as const) expect(languageDir(code)).toBe("ltr");
  });

  it("every tag is a well-formed BCP 47 tag", () => {
    for (const code of LANGUAGE_CODES) {
      expect(Intl.getCanonicalLocales(languageTag(code))[0]).toBe(languageTag(code));
    }
  });

  it("never reads Danish as Dari or Punjabi as Pashto", () => {
    expect(codeForTag("da")).toBeUndefined();
    expect(codeForTag("da-DK")).toBeUndefined();
    expect(codeForTag("pa")).toBeUndefined();
    expect(codeForTag("pa-IN")).toBeUndefined();
    expect(codeForTag("fa-AF")).toBe("da");
    expect(codeForTag("prs")).toBe("da");
    expect(codeForTag("ps-AF")).toBe("pa");
    expect(codeForTag("fa-IR")).toBe("far");
    expect(codeForTag("zh-TW")).toBe("zh");
  });

  it("orders Accept-Language by quality", () => {
    expect(parseAcceptLanguage("fr;q=0.5, ar, en;q=0.8, de;q=0")).toEqual(["ar", "en", "fr"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("takes ?lang=, then the cookie, then Accept-Language", () => {
    expect(detectLanguage({ query: "ar", cookie: "es", acceptLanguage: "fr" })).toBe("ar");
    expect(detectLanguage({ cookie: "es", acceptLanguage: "fr" })).toBe("es");
    expect(detectLanguage({ acceptLanguage: "de, fr;q=0.9" })).toBe("fr");
    expect(detectLanguage({ acceptLanguage: "da-DK" })).toBe("en");
    expect(detectLanguage({})).toBe("en");
  });

  it("falls back to English for an unsupported ?lang=", () => {
    expect(detectLanguage({ query: "de", cookie: "es" })).toBe("en");
    expect(detectLanguage({ query: "", acceptLanguage: "fr" })).toBe("en");
  });
});
