import { describe, expect, it } from "vitest";
import { isCommonPassword, strongPasswordConfirmationSchema, strongPasswordSchema } from "./password-breach";
import { passwordCore } from "./password-core";

/** The demo accounts' password (sandbox/src/seed/personas.ts). */
const DEMO_PASSWORD = "Sandbox#2026";

const messageOf = (value: unknown) => strongPasswordSchema.safeParse(value).error?.issues[0]?.message;

describe("the breached-password check of a new password (review L13, ADR 0248)", () => {
  it("reduces a password to its core: lowercase, no digits or marks at the ends, look-alikes undone", () => {
    expect(passwordCore("P@ssw0rd!")).toBe("password");
    expect(passwordCore("!!Welcome2026#")).toBe("welcome");
    expect(passwordCore("Dr4g0n#1")).toBe("dragon");
  });

  it.each([
    "Password1!",
    "P@ssw0rd",
    "Passw0rd#2026",
    "Welcome@123",
    "Qwerty123!",
    "qwertyuiop#1",
    "Dragon#2024",
    "Monkey!2025",
    "1Football!",
    "Sunshine#1",
    "Iloveyou!1",
  ])("refuses %s, which the composition rule alone lets through", (password) => {
    expect(isCommonPassword(password)).toBe(true);
    expect(messageOf(password)).toBe("passwordBreached");
  });

  it.each([DEMO_PASSWORD, "Sunrise#Otter26", "Welcome#Harbor26", "New#Pass2026", "Correct-Horse-Battery-9", "Tr0ub4dor&3"])(
    "accepts %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
      expect(strongPasswordSchema.safeParse(password).success).toBe(true);
    },
  );

  it("keeps the spec's composition message first, and the confirmation's mismatch on confirmPassword", () => {
    expect(messageOf("password")).toBe("passwordInvalid");
    const refused = strongPasswordConfirmationSchema.safeParse({ password: "Password1!", confirmPassword: "Password1!" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["password", "passwordBreached"]]);
    const mismatch = strongPasswordConfirmationSchema.safeParse({ password: DEMO_PASSWORD, confirmPassword: "Sandbox#2027" });
    expect(mismatch.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["confirmPassword", "passwordMismatch"]]);
  });
});
