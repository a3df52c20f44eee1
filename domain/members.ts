/**
 * Members of a business (docs/decisions/0120-members-and-invitations.md): who may hand out which role,
 * and how long an invitation link lives. Used by the app (what the add form offers) and the sandbox
 * (what it accepts), so both refuse the same things.
 */
import { type Role, roles, type Scope } from "./enums";
import { isProgramScopeFallback, isRestriction, permissionsFor, ROLE_PERMISSIONS, type UserContext } from "./permissions";

/** An invitation link works for 7 days, once; a newer invitation of the same member replaces it. */
export const MEMBER_INVITATION_DAYS = 7;

/**
 * A user's scope within one top-level business (issue 34 item 3, ADR 0240): it belongs to the user's
 * memberships under that business, never to the person, and never to whoever created the account.
 * A role held on the top-level business itself reaches its programs (super once it has programs,
 * normal before); roles held only on programs give program scope; no role there gives undefined.
 * So a scope earned in one organisation (a self-onboarded business, say) means nothing in another.
 */
export function membershipScope(roleBusinessIds: readonly string[], topLevelBusinessId: string, hasPrograms: boolean): Scope | undefined {
  if (roleBusinessIds.length === 0) return undefined;
  if (roleBusinessIds.includes(topLevelBusinessId)) return hasPrograms ? "super" : "normal";
  return "program";
}

/**
 * Whether the user's role on the business is one they hold there or above it: a program-scope user's
 * first-role fallback on the top-level business opens its forced settings screens but reaches none of
 * the programs they do not hold, so it cannot give, change or take away roles there (a role on the
 * top-level business would reach every program: more than the grantor holds).
 */
function reachesBusiness(ctx: UserContext, businessId: string): boolean {
  return !isProgramScopeFallback(ctx, businessId);
}

/**
 * Whether every permission of `role` is one the user holds on the business (restrictions only take
 * away, so they never stand in the way), on a business the user's own role reaches: nobody can make
 * someone else more powerful than themselves, in permissions or in scope.
 */
export function roleWithinOwn(ctx: UserContext, businessId: string, role: Role): boolean {
  if (!reachesBusiness(ctx, businessId)) return false;
  const held = permissionsFor(ctx, businessId);
  return ROLE_PERMISSIONS[role].every((permission) => isRestriction(permission) || held.has(permission));
}

/** The roles the user may give a new member on the business: none without addMember. */
export function grantableRoles(ctx: UserContext, businessId: string): Role[] {
  if (!permissionsFor(ctx, businessId).has("addMember")) return [];
  return roles.filter((role) => roleWithinOwn(ctx, businessId, role));
}

/** Whether the user may remove a member holding `role` on the business. */
export function canRemoveMember(ctx: UserContext, businessId: string, role: Role): boolean {
  return permissionsFor(ctx, businessId).has("deleteMember") && roleWithinOwn(ctx, businessId, role);
}

/**
 * Whether the user may change the role of a member holding `role` (ADR 0180): the old role is taken
 * away and a new one given, so it needs deleteMember and addMember, and the old role within their own.
 */
export function canChangeMemberRole(ctx: UserContext, businessId: string, role: Role): boolean {
  const held = permissionsFor(ctx, businessId);
  return held.has("addMember") && held.has("deleteMember") && roleWithinOwn(ctx, businessId, role);
}

/** The roles a member holding `role` may be given instead: none when the user may not change it. */
export function rolesToChangeTo(ctx: UserContext, businessId: string, role: Role): Role[] {
  if (!canChangeMemberRole(ctx, businessId, role)) return [];
  return grantableRoles(ctx, businessId).filter((other) => other !== role);
}
