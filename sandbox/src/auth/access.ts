/**
 * Authorization inside the sandbox. The caller's role on a business comes from domain/permissions
 * (`roleFor` / `can`), evaluated with the caller's roles under that business's top-level business
 * only. No role means the business (and everything in it) does not exist for the caller: 404, never
 * 403, so ids cannot be probed. A role without the permission needed for a change gives 403.
 */
import type { Permission, Role, Scope } from "#domain/enums";
import { membershipScope } from "#domain/members";
import { isApproved, usableBeforeApproval } from "#domain/onboarding";
import { can, roleFor, type UserContext } from "#domain/permissions";
import { ApiFailure, forbidden, notFound } from "#sandbox/http/errors";
import type { Principal } from "./tokens";

export type BusinessRow = {
  id: string;
  parent_id: string | null;
  name: string;
  product_type: "cards" | "bank_transfers" | "on_demand_cards" | null;
  onboarding_status: string;
  created_at: string;
};

export type Membership = { businessId: string; role: Role; topLevelId: string; topHasPrograms: boolean };
/** The user's memberships; their scope is derived per top-level business from these (ADR 0240). */
export type UserAccessInfo = { memberships: readonly Membership[] };

export type BusinessAccess = {
  business: BusinessRow;
  /** The business's programs by name (none for a program), read with the access check. */
  children: readonly ChildRow[];
  topLevelId: string;
  ctx: UserContext;
  role: Role;
  can(permission: Permission): boolean;
  /** Throws 403 unless the caller holds the permission on this business. */
  require(permission: Permission): void;
};

export const BUSINESS_COLUMNS = "id, parent_id, name, product_type, onboarding_status, created_at";

const businessStatement = (db: D1Database, businessId: string) =>
  db.prepare(`SELECT ${BUSINESS_COLUMNS} FROM businesses WHERE id = ?`).bind(businessId);

/** A business's programs (businesses directly under it), by name. */
export type ChildRow = { id: string; name: string; parent_id: string };

const childrenStatement = (db: D1Database, businessId: string) =>
  db.prepare("SELECT id, name, parent_id FROM businesses WHERE parent_id = ? ORDER BY name, id").bind(businessId);

type MembershipRow = { business_id: string; role: Role; top_level_id: string; top_has_programs: number };

const userStatements = (db: D1Database, userId: string) => [
  db.prepare("SELECT id FROM users WHERE id = ?").bind(userId),
  db
    .prepare(
      `SELECT m.business_id, m.role, COALESCE(b.parent_id, b.id) AS top_level_id,
        EXISTS (SELECT 1 FROM businesses p WHERE p.parent_id = COALESCE(b.parent_id, b.id)) AS top_has_programs
       FROM memberships m JOIN businesses b ON b.id = m.business_id WHERE m.user_id = ? AND m.pending = 0 ORDER BY m.position, m.business_id`,
    )
    .bind(userId),
];

function userAccessFrom(user: D1Result | undefined, memberships: D1Result | undefined): UserAccessInfo | null {
  if (!user?.results[0]) return null;
  return {
    memberships: ((memberships?.results ?? []) as MembershipRow[]).map((r) => ({
      businessId: r.business_id,
      role: r.role,
      topLevelId: r.top_level_id,
      topHasPrograms: r.top_has_programs === 1,
    })),
  };
}

export async function loadUserAccess(db: D1Database, userId: string): Promise<UserAccessInfo | null> {
  const [user, memberships] = await db.batch(userStatements(db, userId));
  return userAccessFrom(user, memberships);
}

/**
 * The permission context for one top-level business: only the roles held under it count, and the
 * scope is the one those memberships give (ADR 0240), whatever the user holds in other organisations.
 */
export function contextFor(info: UserAccessInfo, topLevelId: string): UserContext {
  const under = info.memberships.filter((m) => m.topLevelId === topLevelId);
  const scope: Scope =
    membershipScope(
      under.map((m) => m.businessId),
      topLevelId,
      under.some((m) => m.topHasPrograms),
    ) ?? "normal";
  return {
    userScope: scope,
    userRoles: under.map((m) => ({ businessId: m.businessId, role: m.role })),
    topLevelBusinessId: topLevelId,
  };
}

const notApproved = () => new ApiFailure(403, "business_not_approved", "The business can act once its onboarding application is approved");

/** The signed-in caller of one request, with its roles loaded once. */
export class Caller {
  private access: Promise<UserAccessInfo | null> | undefined;

  constructor(
    readonly db: D1Database,
    readonly principal: Principal,
  ) {}

  get isBusinessUser(): boolean {
    return this.principal.realm === "business";
  }

  userAccess(): Promise<UserAccessInfo | null> {
    if (this.principal.realm !== "business") return Promise.resolve(null);
    this.access ??= loadUserAccess(this.db, this.principal.uid);
    return this.access;
  }

  /**
   * The caller's access to a business; 404 when it does not exist or the caller has no role there.
   * The caller's roles (first time), the business and its programs come in one D1 round trip.
   */
  async business(businessId: string, known?: BusinessRow): Promise<BusinessAccess> {
    return (await this.businessWith(businessId, [], known)).access;
  }

  /**
   * `business`, with `extra` statements read in the same round trip (a card load reads its cards, its key,
   * the funding accounts and holders with the access check: ADR 0252). Their results come back in order;
   * they are only returned once the access is granted (a refusal throws as `business` does).
   */
  async businessWith(
    businessId: string,
    extra: readonly D1PreparedStatement[],
    known?: BusinessRow,
  ): Promise<{ access: BusinessAccess; extra: D1Result[] }> {
    if (this.principal.realm !== "business") throw notFound();
    const db = this.db;
    const loadRoles = this.access === undefined;
    // Programs have no programs under them: a known program needs no children query.
    const loadChildren = !known || known.parent_id === null;
    const batch: D1PreparedStatement[] = [];
    const add = (statement: D1PreparedStatement) => batch.push(statement) - 1;
    const childrenAt = loadChildren ? add(childrenStatement(db, businessId)) : -1;
    const businessAt = known ? -1 : add(businessStatement(db, businessId));
    const rolesAt = loadRoles ? userStatements(db, this.principal.uid).map(add) : [];
    const extraAt = batch.length;
    batch.push(...extra);
    const results = batch.length > 0 ? await db.batch(batch) : [];
    const business = known ?? (results[businessAt]?.results[0] as BusinessRow | undefined) ?? null;
    if (loadRoles) this.access = Promise.resolve(userAccessFrom(results[rolesAt[0] ?? -1], results[rolesAt[1] ?? -1]));
    const info = await this.userAccess();
    if (!info || !business) throw notFound();
    const topLevelId = business.parent_id ?? business.id;
    const ctx = contextFor(info, topLevelId);
    const role = roleFor(ctx, business.id);
    if (role === undefined) throw notFound();
    // Until onboarding ends in approval the business only finishes its application (ADR 0242). Programs
    // are created only under an approved business, so a program's own status is its parent's.
    const approved = isApproved(business.onboarding_status);
    const allowed = (permission: Permission) => (approved || usableBeforeApproval(permission)) && can(ctx, business.id, permission);
    const access: BusinessAccess = {
      business,
      children: (results[childrenAt]?.results ?? []) as ChildRow[],
      topLevelId,
      ctx,
      role,
      can: allowed,
      require: (permission) => {
        if (allowed(permission)) return;
        if (!approved && can(ctx, business.id, permission)) throw notApproved();
        throw forbidden(permission);
      },
    };
    return { access, extra: results.slice(extraAt) };
  }

  /** Whether the caller has any role on the business (without throwing). */
  async canSee(businessId: string): Promise<boolean> {
    try {
      await this.business(businessId);
      return true;
    } catch (error) {
      if (error instanceof ApiFailure && error.status === 404) return false;
      throw error;
    }
  }

  get actor(): { type: "user" | "cardholder"; id: string } {
    return { type: this.principal.realm === "business" ? "user" : "cardholder", id: this.principal.uid };
  }
}
