/**
 * Custom field values on a money movement (spec section 3, "Custom field definition"; ADR 0179): they must
 * be fields the business defined for the resource type (the business's own, else its top-level
 * business's), a dropdown's value one of its options. The rule is the app's own, domain/custom-fields.ts
 * `customFieldRefusals`, applied to the fields read here; bank transfers (recipients/transfers.ts), funding
 * account deposits (businesses/funding.ts) and card loads (cards/money.ts) call it.
 */
import { type CustomFieldInput, customFieldRefusals } from "#domain/custom-fields";
import type { CustomFieldResourceType } from "#domain/enums";
import { bodyIssue } from "#sandbox/http/errors";

type FieldRow = { name: string; label: string; data_type: "dropdown" | "text"; data_options_json: string; own: number };

/** The fields a business has for a resource type: its own, else (none of its own) its top-level business's. */
async function fieldsOf(db: D1Database, businessId: string, resourceType: CustomFieldResourceType): Promise<CustomFieldInput[]> {
  const { results } = await db
    .prepare(
      `SELECT o.name, o.label, o.data_type, o.data_options_json, o.business_id = ?1 AS own FROM custom_field_options o
       WHERE o.resource_type = ?2 AND o.business_id IN (?1, (SELECT parent_id FROM businesses WHERE id = ?1))
       ORDER BY own DESC`,
    )
    .bind(businessId, resourceType)
    .all<FieldRow>();
  const own = results.some((r) => r.own === 1);
  return results
    .filter((r) => (own ? r.own === 1 : true))
    .map((r) => ({
      name: r.name,
      label: r.label,
      options: r.data_type === "dropdown" ? (JSON.parse(r.data_options_json) as string[]) : null,
    }));
}

/** Refuses (400, the value's field named) the first value the business's fields do not allow. */
export async function checkCustomFields(
  db: D1Database,
  businessId: string,
  values: Readonly<Record<string, string>>,
  resourceType: CustomFieldResourceType = "bank_transfers",
): Promise<void> {
  if (Object.keys(values).length === 0) return;
  const [refused] = Object.entries(customFieldRefusals(await fieldsOf(db, businessId, resourceType), values));
  // The field's path and the domain's message key, so the app shows the provider's refusal at the field.
  if (refused) throw bodyIssue(refused[0], refused[1][0] ?? "customFieldUnknown");
}
