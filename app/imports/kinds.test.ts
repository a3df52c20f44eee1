import { describe, expect, it } from "vitest";
import { matchHeader, mayImport, moneyLine, movesMoney, validateRow } from "./kinds";

/** The payments import's row (ADR 0173): the recipient page's payment rules, and the recipient named by ID or e-mail. */
describe("payments rows", () => {
  const row = (cells: Record<string, string>) => validateRow("payments", cells);

  it("takes a recipient ID or e-mail, the amount as the payment form reads it, and a speed", () => {
    expect(row({ recipient: " rcp_7Hq2Lm9XwK ", amount: "1,500.00", speed: "ach" })).toEqual({
      ok: true,
      value: { recipient: "rcp_7Hq2Lm9XwK", amount: 150_000, speed: "ach" },
    });
    // An e-mail is read as the recipient forms read it: trimmed and lower-cased.
    expect(row({ recipient: "Amina.Yusuf@Example.org", amount: "25.5", speed: "instant" })).toEqual({
      ok: true,
      value: { recipient: "amina.yusuf@example.org", amount: 2550, speed: "instant" },
    });
  });

  it("reports each wrong cell with the payment form's message", () => {
    expect(row({ recipient: "rcp_1", amount: "50000.01", speed: "ach" })).toEqual({
      ok: false,
      errors: { amount: "bankTransferAmountMax" },
    });
    expect(row({ recipient: "rcp_1", amount: "0", speed: "ach" })).toEqual({ ok: false, errors: { amount: "amountPositive" } });
    expect(row({ recipient: "rcp_1", speed: "ach" })).toEqual({ ok: false, errors: { amount: "amountRequired" } });
    expect(row({ recipient: "rcp_1", amount: "10", speed: "next week" })).toEqual({ ok: false, errors: { speed: "invalidValue" } });
    expect(row({ recipient: "rcp_1", amount: "10" })).toEqual({ ok: false, errors: { speed: "invalidValue" } });
  });

  it("asks for an ID or an e-mail when the recipient cell is neither", () => {
    expect(row({ amount: "10", speed: "ach" })).toEqual({ ok: false, errors: { recipient: "recipientInvalid" } });
    expect(row({ recipient: "Amina Yusuf", amount: "10", speed: "ach" })).toEqual({ ok: false, errors: { recipient: "recipientInvalid" } });
    expect(row({ recipient: "amina@", amount: "10", speed: "ach" })).toEqual({ ok: false, errors: { recipient: "emailInvalid" } });
  });

  it("needs the recipient, amount and speed columns", () => {
    expect(matchHeader("payments", ["Recipient", "AMOUNT", "note"])).toEqual({ ok: false, missing: ["speed"] });
    expect(matchHeader("payments", ["recipient", "amount", "speed", "note"])).toEqual({
      ok: true,
      columns: ["recipient", "amount", "speed", null],
    });
  });
});

describe("money lines", () => {
  it("name the payee and the cents of a card load or a payment, and nothing for the other kinds", () => {
    expect(moneyLine("card-loads", { cardId: "HB4M7R2KQ9", amount: 2550 })).toEqual({ payee: "HB4M7R2KQ9", amountCents: 2550 });
    expect(moneyLine("payments", { recipient: "a@b.org", amount: 100, speed: "ach" })).toEqual({ payee: "a@b.org", amountCents: 100 });
    expect(moneyLine("recipients", {})).toBeNull();
    expect(movesMoney("payments")).toBe(true);
    expect(movesMoney("card-loads")).toBe(true);
    expect(movesMoney("order-virtual")).toBe(false);
  });
});

describe("mayImport", () => {
  it("needs the kind's permission, and offers no payments to a user from whom bank payments are hidden", () => {
    expect(mayImport("payments", new Set(["sendBankPayment"]))).toBe(true);
    expect(mayImport("payments", new Set(["sendBankPayment", "hideBankPaymentsInformation"]))).toBe(false);
    expect(mayImport("payments", new Set(["loadCard"]))).toBe(false);
    expect(mayImport("card-loads", new Set(["loadCard", "hideBankPaymentsInformation"]))).toBe(true);
  });
});
