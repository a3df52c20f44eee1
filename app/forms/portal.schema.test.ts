import { describe, expect, it } from "vitest";
import { issueKeys } from "#domain/validation";
import { notificationsSchema, pinWithoutAccountSchema, registerSchema, resetPinSchema, setPinSchema } from "./portal.schema";

const register = {
  intent: "register",
  code: "123456",
  password: "Sunrise#Otter26",
  confirmPassword: "Sunrise#Otter26",
  cardId: " k7q2m9x4lp ",
  lastDigits: "424242",
  expiration: "09/29",
};

const keys = (result: { success: boolean; error?: unknown }) => (result.success ? {} : issueKeys(result.error as never));

describe("cardholder portal forms (spec section 5)", () => {
  it("account creation: the e-mailed code, the card confirmation and the password rule, the card ID upper-cased", () => {
    const ok = registerSchema.safeParse(register);
    expect(ok.success && ok.data).toMatchObject({ code: "123456", cardId: "K7Q2M9X4LP" });
    expect(keys(registerSchema.safeParse({ ...register, code: "12345" }))).toHaveProperty("code");
    expect(keys(registerSchema.safeParse({ ...register, confirmPassword: "Sunrise#Otter27" }))).toEqual({
      confirmPassword: ["passwordMismatch"],
    });
    expect(keys(registerSchema.safeParse({ ...register, password: "sunrise2026", confirmPassword: "sunrise2026" }))).toMatchObject({
      password: ["passwordInvalid"],
    });
    expect(keys(registerSchema.safeParse({ ...register, cardId: "K7Q2M9X4L", lastDigits: "42424", expiration: "13/29" }))).toEqual({
      cardId: ["cardIdInvalid"],
      lastDigits: ["lastDigitsInvalid"],
      expiration: ["expirationInvalid"],
    });
  });

  it("PIN: four digits, entered twice; a reset also needs the account password", () => {
    expect(setPinSchema.safeParse({ intent: "setPin", pin: "0420", confirmPin: "0420" }).success).toBe(true);
    expect(keys(setPinSchema.safeParse({ intent: "setPin", pin: "042", confirmPin: "042" }))).toMatchObject({ pin: ["pinLength"] });
    expect(keys(setPinSchema.safeParse({ intent: "setPin", pin: "0420", confirmPin: "0421" }))).toEqual({ confirmPin: ["pinMismatch"] });
    expect(keys(resetPinSchema.safeParse({ intent: "resetPin", pin: "0420", confirmPin: "0420" }))).toEqual({
      password: ["passwordRequired"],
    });
  });

  it("notifications: e-mail or none for each of the three kinds", () => {
    expect(notificationsSchema.safeParse({ recentTransactions: "email", cardDeclines: "none", cardLoads: "email" }).success).toBe(true);
    expect(notificationsSchema.safeParse({ recentTransactions: "sms", cardDeclines: "none", cardLoads: "email" }).success).toBe(false);
  });
});

describe("a first PIN without an account (issue 38 item 4)", () => {
  const pin = { cardId: " k7q2m9x4lp ", lastDigits: "424242", expiration: "09/29", pin: "2468", confirmPin: "2468" };

  it("takes the card confirmation the spec describes and the PIN twice", () => {
    const ok = pinWithoutAccountSchema.safeParse(pin);
    expect(ok.success && ok.data).toMatchObject({ cardId: "K7Q2M9X4LP", lastDigits: "424242", expiration: "09/29", pin: "2468" });
  });

  it("refuses each part with the spec's messages", () => {
    const wrong = pinWithoutAccountSchema.safeParse({
      cardId: "K7Q2",
      lastDigits: "4242",
      expiration: "13/29",
      pin: "24",
      confirmPin: "24",
    });
    expect(Object.keys(keys(wrong)).sort()).toEqual(["cardId", "expiration", "lastDigits", "pin"]);
    expect(keys(pinWithoutAccountSchema.safeParse({ ...pin, confirmPin: "2486" }))).toEqual({ confirmPin: ["pinMismatch"] });
    expect(keys(pinWithoutAccountSchema.safeParse({ ...pin, pin: "12a4", confirmPin: "12a4" })).pin).toEqual(["pinLength"]);
  });
});
