import { describe, expect, it } from "vitest";
import {
  addNoteSchema,
  addTagSchema,
  addToAutoloadSchema,
  cardActionSchema,
  cardTransferSchema,
  editMetadataSchema,
  editNoteSchema,
  loadSchema,
  removeFromAutoloadSchema,
  SECRET_FIELDS,
  staffSetPinSchema,
  withdrawnCents,
  withdrawSchema,
} from "./card-detail.schema";

const KEY = "0d7f6d5e-8f1c-4b1a-9a4e-2c3b4d5e6f70";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("card page schemas (issue 23)", () => {
  it("a blank or too long tag name gets a complete message of its own, not '{{field}} is required'", () => {
    expect(messages(addTagSchema.safeParse({ intent: "addTag", tag: "   " }))).toEqual(["tagNameRequired"]);
    expect(messages(addTagSchema.safeParse({ intent: "addTag" }))).toEqual(["tagNameRequired"]);
    expect(messages(addTagSchema.safeParse({ intent: "addTag", tag: "x".repeat(51) }))).toEqual(["tagNameTooLong"]);
    expect(addTagSchema.parse({ intent: "addTag", tag: ` ${"x".repeat(50)} ` }).tag).toHaveLength(50);
  });

  it("a load typed with a decimal comma is the same load; an ambiguous one is refused", () => {
    expect(loadSchema.parse({ intent: "load", amount: "12,50", idempotencyKey: KEY }).amount).toBe(1250);
    expect(messages(loadSchema.safeParse({ intent: "load", amount: "1,500", idempotencyKey: KEY }))).toEqual(["amountAmbiguous"]);
  });
});

describe("notes and custom fields on the card (issue 18)", () => {
  it("a note needs text, at most 2,000 characters", () => {
    expect(messages(addNoteSchema.safeParse({ intent: "addNote", text: "  " }))).toEqual(["cardDetail.notesForm.textRequired"]);
    expect(messages(editNoteSchema.safeParse({ intent: "editNote", noteId: "note_1", text: "x".repeat(2001) }))).toEqual([
      "cardDetail.notesForm.textTooLong",
    ]);
  });

  it("metadata: a kept entry needs a value, a new entry needs both halves and a key of its own", () => {
    const parse = (input: Record<string, unknown>) => messages(editMetadataSchema.safeParse({ intent: "editMetadata", ...input }));
    expect(parse({ entries: [{ key: "Case", value: "" }] })).toEqual(["cardDetail.metadataForm.valueRequired"]);
    expect(parse({ entries: [{ key: "Case", value: "", remove: "on" }] })).toBeUndefined();
    expect(parse({ newKey: "Case" })).toEqual(["cardDetail.metadataForm.valueRequired"]);
    expect(parse({ newValue: "C-1" })).toEqual(["cardDetail.metadataForm.keyRequired"]);
    expect(parse({ entries: [{ key: "Case", value: "C-1" }], newKey: "Case", newValue: "C-2" })).toEqual([
      "cardDetail.metadataForm.keyTaken",
    ]);
  });
});

describe("a staff PIN (spec section 5)", () => {
  it("is 4 digits, typed twice, with the spec's messages", () => {
    expect(messages(staffSetPinSchema.safeParse({ intent: "setPin", pin: "123", confirmPin: "123" }))).toEqual(["pinLength"]);
    expect(messages(staffSetPinSchema.safeParse({ intent: "setPin", pin: "1234", confirmPin: "1243" }))).toEqual(["pinMismatch"]);
    expect(staffSetPinSchema.parse({ intent: "setPin", pin: "0042", confirmPin: "0042" }).pin).toBe("0042");
  });
  it("is among the fields a reply never carries back", () => {
    expect(SECRET_FIELDS).toEqual(["pin", "confirmPin"]);
  });
});

describe("card to card (ADR 0142)", () => {
  it("names the other card by its 10-character ID in any case, and moves a load's amount", () => {
    const value = cardTransferSchema.parse({ intent: "transfer", toCardId: " hb4m7r2kq9 ", amount: "2.5", idempotencyKey: KEY });
    expect(value).toMatchObject({ toCardId: "HB4M7R2KQ9", amount: 250 });
    expect(cardTransferSchema.safeParse({ intent: "transfer", toCardId: "HB4M7R2KQ", amount: "1", idempotencyKey: KEY }).success).toBe(
      false,
    );
    expect(cardTransferSchema.safeParse({ intent: "transfer", toCardId: "HB4M7R2KQ9", amount: "10000", idempotencyKey: KEY }).success).toBe(
      false,
    );
  });
});

describe("a card's autoloads (issue 19)", () => {
  it("adding and removing name one autoload by its id, with the spec's message when none is chosen", () => {
    for (const [schema, intent] of [
      [addToAutoloadSchema, "addToAutoload"],
      [removeFromAutoloadSchema, "removeFromAutoload"],
    ] as const) {
      expect(schema.parse({ intent, autoloadId: "al_harbor_weekly" }).autoloadId).toBe("al_harbor_weekly");
      expect(messages(schema.safeParse({ intent }))).toEqual(["cards.bulk.errors.autoloadRequired"]);
      expect(messages(schema.safeParse({ intent, autoloadId: "../al_x" }))).toEqual(["cards.bulk.errors.autoloadRequired"]);
      expect(cardActionSchema.parse({ intent, autoloadId: "al_1" }).intent).toBe(intent);
    }
  });
});

describe("moving funds back (issue 24): the whole balance is a choice, never an empty field", () => {
  const withdraw = (fields: Record<string, string>) => withdrawSchema.safeParse({ intent: "withdraw", idempotencyKey: KEY, ...fields });
  it("asks to choose when neither choice is made, even with an amount", () => {
    expect(messages(withdraw({ amount: "5" }))).toEqual(["cardDetail.errors.withdrawChoose"]);
    expect(messages(withdraw({}))).toEqual(["cardDetail.errors.withdrawChoose"]);
  });
  it("'an amount' needs the amount, in integer cents", () => {
    expect(messages(withdraw({ how: "some", amount: " " }))).toEqual(["amountRequired"]);
    const some = withdraw({ how: "some", amount: "12,50" });
    expect(some.success && withdrawnCents(some.data)).toBe(1250);
  });
  it("'the whole balance' moves no typed amount (an amount left in the field is ignored)", () => {
    const all = withdraw({ how: "all", amount: "3" });
    expect(all.success && withdrawnCents(all.data)).toBeUndefined();
    expect(cardActionSchema.safeParse({ intent: "withdraw", how: "all", idempotencyKey: KEY }).success).toBe(true);
  });
});
