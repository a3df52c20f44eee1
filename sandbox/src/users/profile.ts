/**
 * A business user's own record (spec section 2, /users/{id}): the user with their roles grouped by
 * top-level business, and changing their name and phone. A user reads and changes only their own.
 */
import type { User, UserBusiness } from "#contract/entities";
import type { OnboardingStatus, Role, Scope } from "#domain/enums";
import { membershipScope } from "#domain/members";
import { getPasswordHash } from "#sandbox/auth/accounts";
import { verifyPassword } from "#sandbox/auth/passwords";
import { accountBucket, reserveAttempt } from "#sandbox/auth/rate-limit";
import type { Principal } from "#sandbox/auth/tokens";
import { iso } from "#sandbox/clock";
import { auditStatement } from "#sandbox/db/audit";
import { ApiFailure, conflict, notFound, tooManyRequests } from "#sandbox/http/errors";

export type UserRow = {
  id: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  scope: Scope;
  created_at: string;
  updated_at: string;
};

export const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  phone: r.phone,
  firstName: r.first_name,
  lastName: r.last_name,
  userScope: r.scope,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

const USER_SELECT = "SELECT id, email, phone, first_name, last_name, scope, created_at, updated_at FROM users WHERE id = ?";

/** A business user may only read and change their own record; anything else does not exist. */
export function requireSelf(principal: Principal, id: string): void {
  if (principal.realm !== "business" || principal.uid !== id) throw notFound();
}

export async function ownUser(db: D1Database, principal: Principal, id: string): Promise<UserRow> {
  requireSelf(principal, id);
  const row = await db.prepare(USER_SELECT).bind(id).first<UserRow>();
  if (!row) throw notFound();
  return row;
}

type RoleRow = {
  business_id: string;
  role: Role;
  top_id: string;
  top_name: string;
  top_status: OnboardingStatus;
  eligible_for_on_demand: number;
  developer_tools_enabled: number;
  top_has_programs: number;
};

const rolesStatement = (db: D1Database, userId: string) =>
  db
    .prepare(
      `SELECT m.business_id, m.role, t.id AS top_id, t.name AS top_name, t.onboarding_status AS top_status,
              t.eligible_for_on_demand, t.developer_tools_enabled,
              EXISTS (SELECT 1 FROM businesses p WHERE p.parent_id = t.id) AS top_has_programs
         FROM memberships m
         JOIN businesses b ON b.id = m.business_id
         JOIN businesses t ON t.id = COALESCE(b.parent_id, b.id)
        WHERE m.user_id = ? AND m.pending = 0
        ORDER BY m.position, m.business_id`,
    )
    .bind(userId);

/** The user's roles grouped by top-level business, in the order of the role list. */
function businessesOf(results: readonly RoleRow[]): UserBusiness[] {
  const byTop = new Map<string, UserBusiness>();
  for (const r of results) {
    let entry = byTop.get(r.top_id);
    if (!entry) {
      entry = {
        topLevelBusinessId: r.top_id,
        topLevelBusinessName: r.top_name,
        userRoles: [],
        // Filled in below from the roles under this business (ADR 0240).
        userScope: "normal",
        topLevelBusinessConfig: {
          eligibleForOnDemand: r.eligible_for_on_demand === 1,
          developerToolsEnabled: r.developer_tools_enabled === 1,
        },
        onboardingStatus: r.top_status,
      };
      byTop.set(r.top_id, entry);
    }
    entry.userRoles.push({ businessId: r.business_id, role: r.role });
    entry.userScope =
      membershipScope(
        entry.userRoles.map((role) => role.businessId),
        r.top_id,
        r.top_has_programs === 1,
      ) ?? "normal";
  }
  return [...byTop.values()];
}

/** The user and their roles in one round trip; null when there is no such user. */
export async function userWithBusinesses(db: D1Database, id: string): Promise<{ user: User; businesses: UserBusiness[] } | null> {
  const [users, roles] = await db.batch([db.prepare(USER_SELECT).bind(id), rolesStatement(db, id)]);
  const user = users?.results[0] as UserRow | undefined;
  if (!user) return null;
  return { user: toUser(user), businesses: businessesOf((roles?.results ?? []) as RoleRow[]) };
}

const reauthenticate = () =>
  new ApiFailure(403, "reauthentication_required", "Enter your password to change the phone number you sign in with");

/**
 * A new phone becomes a way to sign in (a code sent to it), so changing it needs the password again
 * (issue 34 item 12, ADR 0244); a wrong one counts as a failed sign-in of the account.
 */
async function requirePassword(db: D1Database, now: number, userId: string, password: string | undefined): Promise<void> {
  const attempt = await reserveAttempt(db, accountBucket("business", userId, ""), now);
  if (!attempt) throw tooManyRequests("too_many_attempts", "Too many failed attempts. Try again later.");
  const stored = await getPasswordHash(db, "business", userId);
  if (!password || !stored || !(await verifyPassword(password, stored))) throw reauthenticate();
  await attempt.release();
}

/** Changes the user's name and phone (a phone another account uses is refused), with its audit row. */
export async function updateProfile(
  db: D1Database,
  now: number,
  user: UserRow,
  body: { firstName: string; lastName: string; phone: string | null; currentPassword?: string | undefined },
): Promise<User> {
  if (body.phone !== user.phone) await requirePassword(db, now, user.id, body.currentPassword);
  if (body.phone !== null) {
    const taken = await db.prepare("SELECT id FROM users WHERE phone = ? AND id <> ?").bind(body.phone, user.id).first<{ id: string }>();
    if (taken) throw conflict("phone_in_use", "Another account uses this phone number");
  }
  const [updated] = await db.batch<UserRow>([
    db
      .prepare(
        "UPDATE users SET first_name = ?, last_name = ?, phone = ?, updated_at = ? WHERE id = ? RETURNING id, email, phone, first_name, last_name, scope, created_at, updated_at",
      )
      .bind(body.firstName, body.lastName, body.phone, iso(now), user.id),
    auditStatement(db, now, {
      type: "user_updated",
      businessId: null,
      targetType: "user",
      targetId: user.id,
      actor: { type: "user", id: user.id },
      details: { phoneChanged: body.phone !== user.phone },
    }),
  ]);
  const row = updated?.results[0];
  if (!row) throw notFound();
  return toUser(row);
}
