/** Money read straight from the sandbox's database (tests only). */
import { env } from "cloudflare:workers";

/** The business's funding account balance in cents. */
export async function fundingBalance(businessId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_cents FROM funding_accounts WHERE business_id = ?")
    .bind(businessId)
    .first<{ balance_cents: number }>();
  if (!row) throw new Error(`No funding account for ${businessId}`);
  return row.balance_cents;
}
