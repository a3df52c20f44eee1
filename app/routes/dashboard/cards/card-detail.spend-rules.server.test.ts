import { describe, expect, it } from "vitest";
import { dashboardContext } from "#app/context";
import { cardSpendRuleSchema } from "#app/forms/card-detail.spend-rules.schema";
import { routeContext } from "#app/provider/route-context.fixture";
import { organizationRules, rulesForCard, spendRulePanel } from "./card-detail.spend-rules.server";

const TOP = "biz_unity";
const PROGRAM = "biz_unity_family";
const rule = (id: string, businessId: string, type: "velocity" | "merchant_allow" | "merchant_block" = "merchant_block") => ({
  id,
  businessId,
  name: `Rule ${id}`,
  type,
  velocity: null,
  merchantCategories: ["betting_casino_gambling"],
  cardCount: 0,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const RULES = [rule("top", TOP), rule("own", PROGRAM, "velocity"), rule("sibling", "biz_unity_rent")];
const everywhere = () => true;
const card = (over: Partial<Parameters<typeof spendRulePanel>[0]> = {}) => ({
  businessId: PROGRAM,
  status: "active",
  spendRules: [] as { id: string; name: string; type: "velocity" | "merchant_allow" | "merchant_block" }[],
  ...over,
});

describe("spend rules on one card", () => {
  it("offers the rules of the card's business and of its top-level business, never a sibling program's", () => {
    const panel = spendRulePanel(card(), rulesForCard(card(), RULES, TOP, everywhere), null);
    expect(panel?.offered.map((r) => r.id)).toEqual(["top", "own"]);
    expect(panel?.confirm).toBeNull();
  });

  it("a rule on the card is listed and removable, not offered again; the query opens its confirmation", () => {
    const on = card({ spendRules: [{ id: "top", name: "Rule top", type: "merchant_block" }] });
    const rules = rulesForCard(on, RULES, TOP, everywhere);
    const panel = spendRulePanel(on, rules, "top");
    expect(panel?.attached).toEqual([{ id: "top", name: "Rule top", type: "merchant_block", removable: true }]);
    expect(panel?.offered.map((r) => r.id)).toEqual(["own"]);
    expect(panel?.confirm).toEqual({ intent: "detachSpendRule", rule: { id: "top", name: "Rule top", type: "merchant_block" } });
    expect(spendRulePanel(on, rules, "own")?.confirm?.intent).toBe("attachSpendRule");
    // A rule that cannot be on this card opens no confirmation.
    expect(spendRulePanel(on, rules, "sibling")?.confirm).toBeNull();
  });

  it("needs modifySpendRule on the card's business and on the rule's", () => {
    const onlyProgram = (id: string) => id === PROGRAM;
    const rules = rulesForCard(card(), RULES, TOP, onlyProgram);
    expect(spendRulePanel(card(), rules, "top")?.offered.map((r) => r.id)).toEqual(["own"]);
    expect(spendRulePanel(card(), rules, "top")?.confirm).toBeNull();
    const onlyTop = (id: string) => id === TOP;
    expect(spendRulePanel(card(), rulesForCard(card(), RULES, TOP, onlyTop), null)).toBeNull();
    // A rule on the card the user may not change is shown, without a way to remove it.
    const on = card({ spendRules: [{ id: "top", name: "Rule top", type: "merchant_block" }] });
    const shown = spendRulePanel(on, rulesForCard(on, RULES, TOP, onlyTop), "top");
    expect(shown?.attached[0]?.removable).toBe(false);
    expect(shown?.confirm).toBeNull();
  });

  it("nothing new is applied to a closed card; its rules can still be removed", () => {
    const closed = card({ status: "closed", spendRules: [{ id: "own", name: "Rule own", type: "velocity" }] });
    const panel = spendRulePanel(closed, rulesForCard(closed, RULES, TOP, everywhere), "top");
    expect(panel?.offered).toEqual([]);
    expect(panel?.confirm).toBeNull();
    expect(panel?.attached[0]?.removable).toBe(true);
  });

  it("the form names a rule and one of the two intents", () => {
    expect(cardSpendRuleSchema.safeParse({ intent: "attachSpendRule", spendRuleId: "sr_1" }).success).toBe(true);
    expect(cardSpendRuleSchema.safeParse({ intent: "attachSpendRule", spendRuleId: " " }).success).toBe(false);
    expect(cardSpendRuleSchema.safeParse({ intent: "deleteSpendRule", spendRuleId: "sr_1" }).success).toBe(false);
  });
});

describe("the organization's rules, read once per request (the card page and its panel, issue 24 item 6)", () => {
  const contextWith = (answers: Array<() => Response>) => {
    const asked: string[] = [];
    const context = routeContext("http://localhost:8787/biz_unity/cards/C1", (request) => {
      asked.push(new URL(request.url).pathname);
      return (answers.shift() ?? (() => Response.json({ error: { code: "unexpected" } }, { status: 500 })))();
    });
    context.set(dashboardContext, { business: { topLevelBusinessId: TOP } } as never);
    return { context, asked };
  };
  const page = () => Response.json({ spendRules: RULES, nextCursor: null });

  it("a second ask in the same request takes the first read's answer", async () => {
    const { context, asked } = contextWith([page]);
    const first = organizationRules(context);
    expect(organizationRules(context)).toBe(first);
    expect((await first).map((r) => r.id)).toEqual(["top", "own", "sibling"]);
    expect(asked).toEqual([`/businesses/${TOP}/spendRules`]);
  });

  it("a failed read is not kept: the next ask reads again", async () => {
    const { context, asked } = contextWith([() => Response.json({ error: { code: "forbidden" } }, { status: 403 }), page]);
    await expect(organizationRules(context)).rejects.toThrow();
    expect((await organizationRules(context)).map((r) => r.id)).toEqual(["top", "own", "sibling"]);
    expect(asked).toHaveLength(2);
  });
});
