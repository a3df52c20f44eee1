import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, languageTag } from "#domain/languages";
import { US_STATE_CODES } from "#domain/us-states";
import { stateName, stateOptions } from "./us-states";

describe("state names", () => {
  it("name every code in every language, and send the code", () => {
    for (const language of LANGUAGE_CODES) {
      const options = stateOptions(language, languageTag(language));
      expect(options.map((o) => o.value).sort()).toEqual([...US_STATE_CODES].sort());
      for (const option of options) expect(option.label, `${language}:${option.value}`).not.toMatch(/^[A-Z]{2}$/);
      expect(new Set(options.map((o) => o.label)).size, language).toBe(US_STATE_CODES.length);
    }
  });

  it("use the language's own names where it has them", () => {
    expect(stateName("MA", "en")).toBe("Massachusetts");
    expect(stateName("NY", "es")).toBe("Nueva York");
    expect(stateName("MA", "es")).toBe("Massachusetts");
    expect(stateName("MA", "ru")).toBe("Массачусетс");
    expect(stateName("MA", "zh")).toBe("马萨诸塞州");
    expect(stateName("MA", "ar")).toBe("ماساتشوستس");
    expect(stateName("AE", "en")).toBe("Armed Forces Europe");
  });

  it("list them in the language's alphabetical order", () => {
    const english = stateOptions("en", "en").map((o) => o.label);
    expect(english.slice(0, 3)).toEqual(["Alabama", "Alaska", "American Samoa"]);
    const russian = stateOptions("ru", "ru").map((o) => o.label);
    expect(russian[0]).toBe("Айдахо");
  });
});
