/**
 * Cards group of spec section 7 (contract/cards.ts), one module per section; the logic and the SQL
 * live in sandbox/src/cards/. Decisions: docs/decisions/0030 to 0034, 0040.
 */
import type { Hono } from "hono";
import type { SandboxHono } from "#sandbox/env";
import { holderRoutes } from "./holders";
import { moneyRoutes } from "./money";
import { newCardRoutes } from "./new-cards";
import { pinRoutes } from "./pin";
import { readingRoutes } from "./reading";
import { spendRuleRoutes } from "./spend-rules";
import { statusRoutes } from "./status";
import { tagRoutes } from "./tags";

export function cardRoutes(app: Hono<SandboxHono>): void {
  readingRoutes(app);
  statusRoutes(app);
  pinRoutes(app);
  holderRoutes(app);
  moneyRoutes(app);
  newCardRoutes(app);
  tagRoutes(app);
  spendRuleRoutes(app);
}
