import { describe, expect, it } from "vitest";
import { loadDetailsSchema, selectionSchema } from "#app/forms/cards-bulk.schema";
import type { Permission } from "#domain/enums";
import { type BulkCard, bulkActionsFor, planCards, type Target, withSelection } from "./cards-bulk.choose.server";
import { cardKey, reviewDigest } from "./cards-bulk.confirm.server";

const card = (over: Partial<BulkCard> = {}): BulkCard => ({
  id: "HB4M7R2KQ9",
  businessId: "biz_harbor",
  holderName: "Maria Lopez",
  last6: "424242",
  status: "active",
  tagNames: [],
  ...over,
});
const allowing =
  (...granted: Permission[]) =>
  (_businessId: string): ReadonlySet<Permission> =>
    new Set(granted);
const load: Target = { action: "load", amountCents: 2_500 };
const autoload: Target = {
  action: "autoload",
  autoloadId: "al_1",
  autoloadName: "Fridays",
  autoloadBusinessId: "biz_harbor",
  active: true,
};

describe("bulk card actions", () => {
  it("offers only the actions the role allows", () => {
    expect(bulkActionsFor(new Set<Permission>(["loadCard", "addTagToCard"]))).toEqual(["load", "tag"]);
    expect(bulkActionsFor(new Set<Permission>([]))).toEqual([]);
    expect(bulkActionsFor(new Set<Permission>(["modifySpendRule", "addCardsToAutoload"]))).toEqual(["spendRule", "autoload"]);
    // Taking cards out of an autoload is its own permission (a role may add without removing).
    expect(bulkActionsFor(new Set<Permission>(["deleteCardsFromAutoload"]))).toEqual(["removeFromAutoload"]);
    expect(bulkActionsFor(new Set<Permission>(["addCardsToAutoload"]))).not.toContain("removeFromAutoload");
  });

  it("removal from an autoload: only its members are sent, closed ones too; the others are named, not sent", async () => {
    const cards = [
      card({ id: "AAAAAAAAA1" }),
      card({ id: "AAAAAAAAA2", status: "closed" }),
      card({ id: "AAAAAAAAA3" }),
      card({ id: "AAAAAAAAA4", businessId: "biz_program" }),
      card({ id: "AAAAAAAAA5" }),
    ];
    const found: Target = {
      action: "removeFromAutoload",
      autoloadId: "al_1",
      autoloadName: "Fridays",
      autoloadBusinessId: "biz_harbor",
      memberIds: ["AAAAAAAAA1", "AAAAAAAAA2", "AAAAAAAAA4", "ZZZZZZZZZ9"],
    };
    const target = withSelection(found, cards);
    // Narrowed to the selection: members outside it play no part in the review or its digest.
    expect(target.action === "removeFromAutoload" && target.memberIds).toEqual(["AAAAAAAAA1", "AAAAAAAAA2", "AAAAAAAAA4"]);
    const plan = planCards(target, cards, allowing("deleteCardsFromAutoload"));
    expect(plan.ready.map((c) => c.id)).toEqual(["AAAAAAAAA1", "AAAAAAAAA2"]);
    expect(plan.skipped.map((s) => [s.card.id, s.outcome])).toEqual([
      ["AAAAAAAAA3", "notInAutoload"],
      ["AAAAAAAAA4", "otherBusiness"],
      ["AAAAAAAAA5", "notInAutoload"],
    ]);
    // Without deleteCardsFromAutoload on the card's business, nothing is sent (adding is not enough).
    expect(planCards(target, cards, allowing("addCardsToAutoload")).ready).toEqual([]);
    // A card that joined or left the autoload since the review changes the digest: the review is shown again.
    const other = withSelection({ ...found, memberIds: ["AAAAAAAAA1"] }, cards);
    expect(await reviewDigest(other, cards)).not.toBe(await reviewDigest(target, cards));
    expect(await reviewDigest(withSelection({ ...found, memberIds: [...found.memberIds, "YYYYYYYYY8"] }, cards), cards)).toBe(
      await reviewDigest(target, cards),
    );
  });

  it("leaves out cards without the permission on their own business, closed cards, and another business's cards for an autoload", () => {
    const cards = [
      card({ id: "AAAAAAAAA1" }),
      card({ id: "AAAAAAAAA2", status: "closed" }),
      card({ id: "AAAAAAAAA3", businessId: "biz_program" }),
      card({ id: "AAAAAAAAA4", status: "frozen" }),
    ];
    const byBusiness = (id: string): ReadonlySet<Permission> =>
      new Set<Permission>(id === "biz_program" ? [] : ["loadCard", "addCardsToAutoload"]);
    const loadPlan = planCards(load, cards, byBusiness);
    expect(loadPlan.ready.map((c) => c.id)).toEqual(["AAAAAAAAA1", "AAAAAAAAA4"]);
    expect(loadPlan.skipped.map((s) => [s.card.id, s.outcome])).toEqual([
      ["AAAAAAAAA2", "closed"],
      ["AAAAAAAAA3", "notPermitted"],
    ]);
    const autoloadPlan = planCards(autoload, cards, allowing("addCardsToAutoload"));
    expect(autoloadPlan.skipped.map((s) => [s.card.id, s.outcome])).toEqual([
      ["AAAAAAAAA2", "closed"],
      ["AAAAAAAAA3", "otherBusiness"],
    ]);
    // A tag or a spend rule goes to closed cards too; only the permission counts.
    expect(planCards({ action: "tag", tagName: "Rent" }, cards, allowing("addTagToCard")).skipped).toEqual([]);
    expect(planCards({ action: "tag", tagName: "Rent" }, cards, allowing("loadCard")).ready).toEqual([]);
  });

  it("derives one key per card from the batch key, within the provider's header limit", () => {
    const batch = "0b6f3f8e-2f4c-4c1e-9a55-8d7f1c2b3a4d";
    expect(cardKey(batch, "HB4M7R2KQ9")).toBe(`${batch}-HB4M7R2KQ9`);
    expect(cardKey(batch, "HB4M7R2KQ9")).not.toBe(cardKey(batch, "KS84B3QCCD"));
    expect(cardKey(batch, "HB4M7R2KQ9").length).toBeLessThanOrEqual(128);
  });

  it("digests a review by its action and its cards, whatever their order", async () => {
    const a = card({ id: "AAAAAAAAA1" });
    const b = card({ id: "AAAAAAAAA2" });
    const digest = await reviewDigest(load, [a, b]);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(await reviewDigest(load, [b, a])).toBe(digest);
    expect(await reviewDigest(load, [a])).not.toBe(digest);
    expect(await reviewDigest({ action: "load", amountCents: 2_501 }, [a, b])).not.toBe(digest);
    expect(await reviewDigest(load, [a, { ...b, status: "closed" }])).not.toBe(digest);
  });

  it("a selection is ticked ids or the filter; the amount follows the load rules", () => {
    expect(selectionSchema.safeParse({ scope: "filter", status: "active" }).success).toBe(true);
    expect(selectionSchema.safeParse({ scope: "everything" }).success).toBe(false);
    expect(selectionSchema.safeParse({ scope: "selected", cardIds: Array.from({ length: 201 }, (_, i) => `C${i}`) }).success).toBe(false);
    const base = { intent: "review", action: "load", scope: "selected", cardIds: ["HB4M7R2KQ9"] };
    expect(loadDetailsSchema.safeParse({ ...base, amount: "25" }).data?.amount).toBe(2_500);
    expect(loadDetailsSchema.safeParse({ ...base, amount: "10000" }).success).toBe(false);
    expect(loadDetailsSchema.safeParse({ ...base, amount: "0" }).success).toBe(false);
  });
});
