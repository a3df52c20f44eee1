/**
 * Businesses group (implemented part), one module per section: programs and settings, then the card
 * side of a business (orders, tags, transactions and loads, spend rules, funding accounts, metadata).
 * The logic and the SQL live in sandbox/src/businesses/ and sandbox/src/cards/.
 */
import type { Hono } from "hono";
import type { SandboxHono } from "#sandbox/env";
import { activityRoutes } from "./activity";
import { fundingAccountRoutes } from "./funding-accounts";
import { memberRoutes } from "./members";
import { metadataRoutes } from "./metadata";
import { orderRoutes } from "./orders";
import { programRoutes } from "./programs";
import { reportingRoutes } from "./reporting";
import { settingsRoutes } from "./settings";
import { spendRuleListRoutes } from "./spend-rules";
import { tagListRoutes } from "./tags";

export function businessRoutes(app: Hono<SandboxHono>): void {
  programRoutes(app);
  settingsRoutes(app);
  orderRoutes(app);
  tagListRoutes(app);
  activityRoutes(app);
  spendRuleListRoutes(app);
  fundingAccountRoutes(app);
  metadataRoutes(app);
  reportingRoutes(app);
  memberRoutes(app);
}
