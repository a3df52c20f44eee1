/**
 * Bank transfers group of spec section 7 (contract/bankTransfers.ts), one module per section; the
 * logic and the SQL live in sandbox/src/recipients/. Decision: docs/decisions/0080-bank-transfer-sandbox.md.
 */
import type { Hono } from "hono";
import type { SandboxHono } from "#sandbox/env";
import { bankAccountRoutes } from "./bank-accounts";
import { recipientRoutes } from "./recipients";
import { transferRoutes } from "./transfers";

export function bankTransferRoutes(app: Hono<SandboxHono>): void {
  recipientRoutes(app);
  bankAccountRoutes(app);
  transferRoutes(app);
}
