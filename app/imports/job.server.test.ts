import { describe, expect, it } from "vitest";
import type { ProviderClient } from "#app/provider/client.server";
import { bankTransfers } from "#contract/bankTransfers";
import { cards } from "#contract/cards";
import { fundingTotals, payeeIndex } from "./checks.server";

/**
 * The payees of a money import and the whole batch's totals per funding account (ADR 0173): one
 * index and one total serve card loads and payments, in the preview and in the job's first step.
 */

type Page = Record<string, unknown> & { nextCursor: string | null };

/** A provider that answers the list calls from pages, by cursor ("" for the first). */
function listing(endpoint: unknown, pages: Record<string, Page>) {
  const calls: unknown[] = [];
  const provider = {
    call: async (called: unknown, input: { query?: { cursor?: string } }) => {
      calls.push(input.query);
      if (called !== endpoint) throw new Error("unexpected call");
      const page = pages[input.query?.cursor ?? ""];
      if (!page) throw new Error("unknown cursor");
      return page;
    },
  } as unknown as ProviderClient;
  return { provider, calls };
}

const recipient = (id: string, businessId: string, email: string, intakeStatus = "bank_account_verified") => ({
  id,
  businessId,
  email,
  intakeStatus,
});

describe("payeeIndex", () => {
  it("indexes the recipients the user sees, over every page, by id and by e-mail", async () => {
    const { provider, calls } = listing(bankTransfers.listRecipients, {
      "": {
        recipients: [
          recipient("rcp_a", "biz_rent", "Ana@Example.org"),
          recipient("rcp_b", "biz_food", "bo@example.org", "pending_verification"),
        ],
        nextCursor: "2",
      },
      "2": {
        recipients: [recipient("rcp_c", "biz_rent", "ana@example.org"), recipient("rcp_d", "biz_food", "di@example.org")],
        nextCursor: null,
      },
    });
    const index = await payeeIndex(provider, "payments", "biz_unity");
    expect(calls).toHaveLength(2);
    expect(index.get("rcp_a")).toEqual({ businessId: "biz_rent", problem: null });
    expect(index.get("rcp_b")).toEqual({ businessId: "biz_food", problem: "recipientNotVerified" });
    expect(index.get("bo@example.org")).toEqual({ businessId: "biz_food", problem: "recipientNotVerified" });
    expect(index.get("di@example.org")).toEqual({ businessId: "biz_food", problem: null });
    // Two recipients share an e-mail: the e-mail names neither, each ID still names its own.
    expect(index.get("ana@example.org")?.problem).toBe("recipientAmbiguous");
    expect(index.get("rcp_c")).toEqual({ businessId: "biz_rent", problem: null });
  });

  it("indexes the cards of a card-loads import by id, a closed card with its problem", async () => {
    const { provider } = listing(cards.listCards, {
      "": {
        cards: [
          { id: "HB4M7R2KQ9", businessId: "biz_harbor", status: "active" },
          { id: "HB0000000C", businessId: "biz_harbor", status: "closed" },
        ],
        nextCursor: null,
      },
    });
    const index = await payeeIndex(provider, "card-loads", "biz_harbor");
    expect(index.get("HB4M7R2KQ9")).toEqual({ businessId: "biz_harbor", problem: null });
    expect(index.get("HB0000000C")).toEqual({ businessId: "biz_harbor", problem: "cardClosed" });
  });
});

describe("fundingTotals", () => {
  const payees = new Map([
    ["rcp_a", { businessId: "biz_rent", problem: null }],
    ["ana@example.org", { businessId: "biz_rent", problem: null }],
    ["rcp_d", { businessId: "biz_food", problem: null }],
  ]);

  it("totals a payments file per funding account: the recipient's own business pays", () => {
    const rows = [
      { cells: { recipient: "rcp_a", amount: "100.00", speed: "ach" } },
      { cells: { recipient: "ANA@example.org", amount: "0.50", speed: "instant" } },
      { cells: { recipient: "rcp_d", amount: "50000", speed: "sameday_ach" } },
      // Unknown payees and rows with errors are left out (the preview has marked them).
      { cells: { recipient: "rcp_zz", amount: "10", speed: "ach" } },
      { cells: { recipient: "rcp_a", amount: "-1", speed: "ach" } },
    ];
    expect(Object.fromEntries(fundingTotals("payments", rows, payees))).toEqual({
      biz_rent: { rows: 2, totalCents: 10_050 },
      biz_food: { rows: 1, totalCents: 5_000_000 },
    });
  });

  it("totals a card-loads file by each card's business", () => {
    const index = new Map([
      ["HB4M7R2KQ9", { businessId: "biz_harbor", problem: null }],
      ["HB0000000C", { businessId: "biz_harbor", problem: "cardClosed" as const }],
    ]);
    const rows = [{ cells: { cardId: "HB4M7R2KQ9", amount: "25.50" } }, { cells: { cardId: "HB0000000C", amount: "1" } }];
    expect(Object.fromEntries(fundingTotals("card-loads", rows, index))).toEqual({ biz_harbor: { rows: 2, totalCents: 2650 } });
  });
});
