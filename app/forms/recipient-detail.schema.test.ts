import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { recipientActionSchema } from "./recipient-detail.schema";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return parseWithZod(data, { schema: recipientActionSchema });
};
/** The field errors of a refused form (null when it passed). */
const errorsOf = (result: ReturnType<typeof form>) => (result.status === "success" ? null : result.error);
const key = "0b6f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b";

describe("the payment form", () => {
  it("reads the amount in cents, the speed and the filled custom fields only", () => {
    const result = form({
      intent: "pay",
      amount: "1,500.5",
      speed: "instant",
      idempotencyKey: key,
      "customFields.Salesforce TSA ID": "TSA-1",
      "customFields.Other": "",
    });
    expect(result.status).toBe("success");
    expect(result.status === "success" && result.value).toEqual({
      intent: "pay",
      amount: 150050,
      speed: "instant",
      customFields: { "Salesforce TSA ID": "TSA-1" },
      idempotencyKey: key,
    });
  });

  it("refuses more than $50,000.00, more than 2 decimals, no speed and no idempotency key", () => {
    expect(errorsOf(form({ intent: "pay", amount: "50000.01", speed: "ach", idempotencyKey: key }))).toMatchObject({
      amount: ["bankTransferAmountMax"],
    });
    expect(form({ intent: "pay", amount: "50000.00", speed: "ach", idempotencyKey: key }).status).toBe("success");
    expect(errorsOf(form({ intent: "pay", amount: "10.5555", speed: "ach", idempotencyKey: key }))).toMatchObject({
      amount: ["amountDecimals"],
    });
    expect(errorsOf(form({ intent: "pay", amount: "10", speed: "wire", idempotencyKey: key }))).toMatchObject({
      speed: ["recipients.pay.chooseSpeed"],
    });
    expect(form({ intent: "pay", amount: "10", speed: "ach" }).status).toBe("error");
  });
});

describe("the edit form", () => {
  it("checks the name, the e-mail and an optional 10-digit phone", () => {
    expect(form({ intent: "update", name: "Amina Yusuf", email: "amina@recipient.test" }).status).toBe("success");
    expect(errorsOf(form({ intent: "update", name: "", email: "amina@recipient.test", phone: "555-0100" }))).toMatchObject({
      name: ["recipientNameRequired"],
      phone: ["phoneInvalid"],
    });
  });
});

describe("the bank details staff give for a recipient (issue 38 item 3)", () => {
  const good = {
    intent: "bankDetails",
    accountHolderName: "Amina Yusuf",
    accountType: "checking",
    accountNumber: "000123456789",
    routingNumber: "021000021",
  };

  it("takes the four fields with the spec's rules", () => {
    const result = form(good);
    expect(result.status === "success" && result.value).toEqual(good);
  });

  it("refuses each field with the spec's message", () => {
    expect(errorsOf(form({ intent: "bankDetails" }))).toMatchObject({
      accountHolderName: ["nameOnAccountRequired"],
      accountNumber: ["accountNumberRequired"],
      routingNumber: ["routingNumberRequired"],
    });
    const wrong = errorsOf(
      form({ ...good, accountHolderName: "Amina", accountType: "brokerage", accountNumber: "12-34", routingNumber: "12345678" }),
    );
    expect(wrong?.accountHolderName).toEqual(["nameOnAccountTwoWords"]);
    expect(wrong?.accountType).toBeDefined();
    expect(wrong?.accountNumber).toEqual(["accountNumberInvalid"]);
    expect(wrong?.routingNumber).toEqual(["routingNumberInvalid"]);
    expect(errorsOf(form({ ...good, accountNumber: "1".repeat(18) }))?.accountNumber).toEqual(["accountNumberInvalid"]);
  });

  it("a name on account that looks like a bank's passes only once confirmed", () => {
    expect(errorsOf(form({ ...good, accountHolderName: "Chase Bank" }))?.accountHolderName).toEqual(["nameOnAccountLooksLikeBank"]);
    expect(form({ ...good, accountHolderName: "Chase Bank", confirmHolderName: "on" }).status).toBe("success");
  });
});
