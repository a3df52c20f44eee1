/**
 * The audit trail: every state change writes one `activities` row, in the same batch as the
 * change. Card and recipient feeds show the spec's activity types; the sandbox also records
 * account, program and note events with the extra types below.
 */
import type { ActivityType } from "#domain/enums";
import { iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";

export const sandboxEventTypes = [
  "signed_in",
  "signed_out",
  "session_revoked",
  "otp_sent",
  "password_reset_requested",
  "password_changed",
  "user_updated",
  "user_role_changed",
  "program_created",
  "funds_transferred",
  "note_created",
  "note_updated",
  "note_deleted",
  "tag_created",
  "spend_rule_created",
  "spend_rule_updated",
  "card_client_token_issued",
  "bank_transfer_processing",
  "bank_transfer_completed",
  "bank_transfer_failed",
  "autoload_created",
  "autoload_updated",
  "autoload_cancelled",
  "autoload_completed",
  "autoload_members_added",
  "autoload_members_removed",
  "autoload_run_completed",
  "autoload_run_failed",
] as const;
export type SandboxEventType = (typeof sandboxEventTypes)[number];

export type ActorType = "user" | "cardholder" | "recipient" | "system";
export type Actor = { type: ActorType; id: string | null };
export type AuditDetails = Readonly<Record<string, string | number | boolean | null>>;

export type AuditEvent = {
  type: ActivityType | SandboxEventType;
  businessId: string | null;
  targetType: string;
  targetId: string;
  actor: Actor;
  details?: AuditDetails;
};

export function auditStatement(db: D1Database, now: number, event: AuditEvent): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO activities (id, type, business_id, target_type, target_id, actor_type, actor_id, details_json, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
    )
    .bind(
      newId("act"),
      event.type,
      event.businessId,
      event.targetType,
      event.targetId,
      event.actor.type,
      event.actor.id,
      JSON.stringify(event.details ?? {}),
      iso(now),
    );
}
