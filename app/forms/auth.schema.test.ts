import { describe, expect, it } from "vitest";
import { maskedDestination, maskIdentifier } from "./auth.schema";

describe("the reset-sent destination (issue 12: ?to= was shown verbatim)", () => {
  it("keeps what maskIdentifier makes of an e-mail address or a phone number", () => {
    for (const identifier of ["maria@cardholder.test", "admin@harbor.test", "x@sub.example.org", "5550100100"]) {
      expect(maskedDestination(maskIdentifier(identifier)), identifier).toBe(maskIdentifier(identifier));
    }
  });

  it("shows nothing for any other text", () => {
    for (const value of [
      null,
      "",
      "call +1-555-0100 to finish",
      "maria@cardholder.test",
      "m•••@evil.example call us",
      "m•••@evil example.org",
      "5550100100",
      "•••••••100 now call 555",
      "<b>x</b>",
      `m•••@${"a".repeat(300)}.org`,
    ]) {
      expect(maskedDestination(value), String(value)).toBeNull();
    }
  });
});
