/**
 * A business's default shipping address (`GET /businesses/{id}/address`, issue 38 item 5): the card order
 * form offers it as "ship to the organization". A program without an address of its own ships to its
 * top-level business's; a business with neither answers `null` (the form then asks for each holder's).
 * A stored value that no longer passes the contract's address rules is answered as `null`, never sent on.
 */
import type { Address } from "#contract/entities";
import { addressSchema } from "#domain/validation";

export async function addressOfBusiness(db: D1Database, businessId: string, topLevelId: string): Promise<Address | null> {
  const rows = await db
    .prepare("SELECT id, address_json FROM businesses WHERE id IN (?, ?) AND address_json IS NOT NULL")
    .bind(businessId, topLevelId)
    .all<{ id: string; address_json: string }>();
  const own = rows.results.find((r) => r.id === businessId) ?? rows.results.find((r) => r.id === topLevelId);
  if (!own) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(own.address_json);
  } catch {
    return null;
  }
  const parsed = addressSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}
