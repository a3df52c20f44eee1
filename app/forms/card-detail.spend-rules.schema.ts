import { z } from "zod";

/**
 * The card page's spend rule forms (no server-only code): apply a rule to the card, or remove one,
 * each after its confirmation (card-detail.spend-rules.server.ts).
 */

export const SPEND_RULE_CARD_INTENTS = ["attachSpendRule", "detachSpendRule"] as const;

export const cardSpendRuleSchema = z.object({
  intent: z.enum(SPEND_RULE_CARD_INTENTS),
  spendRuleId: z.string("cardDetail.spendRulesPanel.ruleRequired").trim().min(1, "cardDetail.spendRulesPanel.ruleRequired").max(100),
});
