import { describe, expect, it } from "vitest";
import { englishMessage, isValidationMessageKey, VALIDATION_MESSAGES, validationMessageKeys } from "./messages";

describe("VALIDATION_MESSAGES", () => {
  it("carries the spec's exact wording", () => {
    expect(VALIDATION_MESSAGES.passwordInvalid).toBe(
      "Password must contain 8 characters, including at least one number and one special character",
    );
    expect(VALIDATION_MESSAGES.passwordMismatch).toBe("Passwords must match.");
    expect(VALIDATION_MESSAGES.emailInvalid).toBe("Invalid Email");
    expect(VALIDATION_MESSAGES.pinLength).toBe("Pin needs to be 4 digits.");
    expect(VALIDATION_MESSAGES.pinMismatch).toBe("Pins do not match.");
    expect(VALIDATION_MESSAGES.addressOnePoBox).toBe("Invalid Address One. This address cannot be a PO Box.");
    expect(VALIDATION_MESSAGES.addressOneRetry).toBe("Invalid Address One. Please try again.");
    expect(VALIDATION_MESSAGES.addressOneInvalid).toBe("Invalid Address One.");
    expect(VALIDATION_MESSAGES.addressTwoSpecialCharacters).toBe("Invalid Address Two. No special characters allowed");
    expect(VALIDATION_MESSAGES.stateInvalid).toBe("Invalid State: Input needs to be a 2 digit state code.");
    expect(VALIDATION_MESSAGES.recipientNameRequired).toBe("Name is required");
    expect(VALIDATION_MESSAGES.recipientNameInvalid).toBe("Name contains invalid characters");
    expect(VALIDATION_MESSAGES.businessIdRequired).toBe("Business ID is required");
  });

  it("every Address Two message begins 'Invalid Address Two'", () => {
    for (const key of validationMessageKeys.filter((k) => k.startsWith("addressTwo"))) {
      expect(VALIDATION_MESSAGES[key]).toMatch(/^Invalid Address Two/);
    }
  });

  it("the shipment message (the provider's API text) lists the three express methods", () => {
    for (const id of ["USPS_PRIORITY", "UPS_NEXT_DAY", "UPS_SECOND_DAY"]) {
      expect(VALIDATION_MESSAGES.shipmentMethodInvalid).toContain(id);
    }
  });

  it("the load cap message says less than $9,999", () => {
    expect(VALIDATION_MESSAGES.loadAmountMax).toContain("less than $9,999");
    expect(VALIDATION_MESSAGES.bankTransferAmountMax).toContain("$50,000");
  });

  it("every message is complete without values (the form kit passes none)", () => {
    for (const key of validationMessageKeys) expect(VALIDATION_MESSAGES[key], key).not.toMatch(/\{\{/);
    expect(VALIDATION_MESSAGES.tagNameRequired).toBe("Tag name is required");
  });

  it("amount messages show an example typed with a point", () => {
    for (const key of ["amountInvalid", "amountAmbiguous", "amountDecimals"] as const) {
      expect(VALIDATION_MESSAGES[key], key).toContain("25.50");
    }
  });

  it("no message is empty and no template placeholder is malformed", () => {
    for (const key of validationMessageKeys) {
      const text = VALIDATION_MESSAGES[key];
      expect(text.trim().length, key).toBeGreaterThan(0);
      expect(text.replace(/\{\{\w+\}\}/g, ""), key).not.toMatch(/[{}]/);
    }
  });
});

describe("englishMessage", () => {
  it("renders a key's English text", () => {
    expect(englishMessage("pinLength")).toBe("Pin needs to be 4 digits.");
    expect(englishMessage("tagNameRequired", { field: "ignored" })).toBe("Tag name is required");
  });

  it("recognises keys", () => {
    expect(isValidationMessageKey("pinLength")).toBe(true);
    expect(isValidationMessageKey("toString")).toBe(false);
    expect(isValidationMessageKey(3)).toBe(false);
  });
});
