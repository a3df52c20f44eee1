import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { createRecipientSchema } from "./recipients.schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: createRecipientSchema });
};
/** The field errors of a refused form (null when it passed). */
const errorsOf = (result: ReturnType<typeof form>) => (result.status === "success" ? null : result.error);
const who = { intent: "create", name: "Nadia Karimi", email: "nadia@recipient.test" };
const bank = {
  bankDetails: "now",
  accountHolderName: "Nadia Karimi",
  accountType: "checking",
  accountNumber: "000123456789",
  routingNumber: "021000021",
};

describe("the new-recipient form", () => {
  it("takes a recipient whose bank details come through the intake e-mail, ignoring bank fields", () => {
    const result = form({ ...who, bankDetails: "email", accountNumber: "x" });
    expect(result.status).toBe("success");
  });

  it("takes the recipient's language for the intake e-mail: en, es or pl, or none (ADR 0160)", () => {
    const chosen = form({ ...who, bankDetails: "email", language: "pl" });
    expect(chosen.status === "success" ? chosen.value.language : null).toBe("pl");
    const none = form({ ...who, bankDetails: "email", language: "" });
    expect(none.status === "success" ? none.value.language : "refused").toBeUndefined();
    expect(errorsOf(form({ ...who, bankDetails: "email", language: "ar" }))).toHaveProperty("language");
  });

  it("checks the recipient name and e-mail with the spec's messages", () => {
    const result = form({ intent: "create", name: "Nadia 2", email: "nope", bankDetails: "email" });
    expect(result.status).toBe("error");
    expect(errorsOf(result)).toMatchObject({ name: ["recipientNameInvalid"], email: ["emailInvalid"] });
  });

  it("checks bank details typed now: two words, 9 digits with the ABA check digit, at most 17 digits, checking or savings", () => {
    const result = form({
      ...who,
      bankDetails: "now",
      accountHolderName: "Nadia",
      accountType: "brokerage",
      accountNumber: "123456789012345678",
      routingNumber: "021000022",
    });
    expect(errorsOf(result)).toMatchObject({
      accountHolderName: ["nameOnAccountTwoWords"],
      accountType: ["accountTypeInvalid"],
      accountNumber: ["accountNumberInvalid"],
      routingNumber: ["routingNumberCheckDigit"],
    });
    expect(form({ ...who, ...bank }).status).toBe("success");
  });

  it("holds a name on account that looks like a bank's until the user confirms it is the holder's", () => {
    const refused = form({ ...who, ...bank, accountHolderName: "First National Bank" });
    expect(errorsOf(refused)).toMatchObject({ accountHolderName: ["nameOnAccountLooksLikeBank"] });
    expect(form({ ...who, ...bank, accountHolderName: "First National Bank", confirmHolderName: "on" }).status).toBe("success");
  });
});
