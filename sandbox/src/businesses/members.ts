/**
 * Members of a business (docs/decisions/0120-members-and-invitations.md, 0243): the list, adding a member
 * by e-mail (every address, new or with an account, gets a single-use invitation link to /register/member;
 * the membership is pending and grants nothing until the person accepts, and the business sees only what
 * it typed), accepting the invitation, and removing a member (their access to this business ends at once,
 * their sessions elsewhere go on).
 */
import type { Member } from "#contract/entities";
import type { Tokens } from "#contract/identity";
import type { Role, Scope } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import { canRemoveMember, MEMBER_INVITATION_DAYS, roleWithinOwn } from "#domain/members";
import { isCommonPassword } from "#domain/password-breach";
import type { BusinessAccess } from "#sandbox/auth/access";
import { getPasswordHash, setPasswordStatement } from "#sandbox/auth/accounts";
import { hashPassword, verifyPassword } from "#sandbox/auth/passwords";
import { startSession } from "#sandbox/auth/tokens";
import { DAY, iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { type Actor, auditStatement } from "#sandbox/db/audit";
import { mailStatement } from "#sandbox/db/mailbox";
import { type Keyset, keysetPage, type PageQuery } from "#sandbox/db/pagination";
import { ApiFailure, bodyIssue, conflict, forbidden, notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { composeMail } from "#sandbox/messages";

export const INVITATION_TTL_MS = MEMBER_INVITATION_DAYS * DAY;

/** Oldest member first, by (created_at, user_id) of the membership. */
const MEMBERS_KEYSET: Keyset = { columns: ["created_at", "user_id"], kinds: ["string", "string"], direction: "asc" };

type MemberRow = {
  user_id: string;
  business_id: string;
  role: Role;
  created_at: string;
  email: string;
  first_name: string;
  last_name: string;
  registered: number;
};

// A pending membership shows the names the business typed and "invited": nothing of the account behind it.
const MEMBER_SELECT = `SELECT m.user_id, m.business_id, m.role, m.created_at, u.email,
  CASE WHEN m.pending = 1 THEN COALESCE(m.typed_first_name, u.first_name) ELSE u.first_name END AS first_name,
  CASE WHEN m.pending = 1 THEN COALESCE(m.typed_last_name, u.last_name) ELSE u.last_name END AS last_name,
  (m.pending = 0 AND EXISTS (SELECT 1 FROM credentials c WHERE c.realm = 'business' AND c.subject_id = m.user_id)) AS registered
  FROM memberships m JOIN users u ON u.id = m.user_id`;

const toMember = (r: MemberRow): Member => ({
  userId: r.user_id,
  email: r.email,
  firstName: r.first_name,
  lastName: r.last_name,
  role: r.role,
  addedAt: r.created_at,
  businessId: r.business_id,
  status: r.registered ? "active" : "invited",
});

/** The members of the business and, for a top-level business, of its programs: one keyset part each. */
export async function listMembers(db: D1Database, access: BusinessAccess, query: PageQuery) {
  const ids = [access.business.id, ...access.children.map((c) => c.id)];
  const page = await keysetPage<MemberRow>(
    db,
    MEMBERS_KEYSET,
    query,
    ids.map((id) => ({ select: MEMBER_SELECT, where: ["m.business_id = ?"], binds: [id], alias: "m" })),
  );
  return { members: page.items.map(toMember), nextCursor: page.nextCursor };
}

async function memberRow(db: D1Database, businessId: string, userId: string): Promise<MemberRow | null> {
  return db.prepare(`${MEMBER_SELECT} WHERE m.business_id = ? AND m.user_id = ?`).bind(businessId, userId).first<MemberRow>();
}

/**
 * The scope recorded on a new user row: informational only. Authorization derives the scope from the
 * memberships under each top-level business (ADR 0240), so this never reaches another organisation.
 */
function scopeFor(access: BusinessAccess): Scope {
  if (access.business.parent_id !== null) return "program";
  return access.children.length > 0 ? "super" : "normal";
}

export type NewMember = {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The language the business chose for the e-mail (ADR 0151). */
  language?: LanguageCode | undefined;
};

export async function addMember(db: D1Database, now: number, access: BusinessAccess, actor: Actor, input: NewMember): Promise<Member> {
  access.require("addMember");
  if (!roleWithinOwn(access.ctx, access.business.id, input.role)) {
    throw new ApiFailure(403, "role_not_grantable", "You can only give a role whose permissions you hold yourself");
  }
  const existing = await db
    .prepare(
      `SELECT u.id, EXISTS (SELECT 1 FROM credentials c WHERE c.realm = 'business' AND c.subject_id = u.id) AS registered,
        (SELECT COALESCE(MAX(position), -1) + 1 FROM memberships WHERE user_id = u.id) AS next_position,
        EXISTS (SELECT 1 FROM memberships WHERE user_id = u.id AND business_id = ?) AS member
       FROM users u WHERE u.email = ?`,
    )
    .bind(access.business.id, input.email)
    .first<{ id: string; registered: number; next_position: number; member: number }>();
  if (existing?.member) throw conflict("already_member", "This person is already a member");
  const userId = existing?.id ?? newId("usr");
  const at = iso(now);
  const statements: D1PreparedStatement[] = [];
  if (!existing) {
    statements.push(
      db
        .prepare(
          "INSERT INTO users (id, email, phone, first_name, last_name, scope, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?)",
        )
        .bind(userId, input.email, input.firstName, input.lastName, scopeFor(access), at, at),
    );
  }
  const token = randomToken();
  // The same answer, rows and mail whether or not the address has an account (ADR 0243): the membership
  // is pending until the person accepts, and the greeting uses the name the business typed.
  const values = { name: input.firstName, business: access.business.name };
  statements.push(
    db
      .prepare(
        "INSERT INTO memberships (user_id, business_id, role, position, created_at, pending, typed_first_name, typed_last_name) VALUES (?, ?, ?, ?, ?, 1, ?, ?)",
      )
      .bind(userId, access.business.id, input.role, existing?.next_position ?? 0, at, input.firstName, input.lastName),
    auditStatement(db, now, {
      type: "user_added",
      businessId: access.business.id,
      targetType: "user",
      targetId: userId,
      actor,
      details: { role: input.role, invited: true },
    }),
    // Only the newest invitation of this member to this business works.
    db
      .prepare(
        "UPDATE member_invitations SET revoked_at = ? WHERE user_id = ? AND business_id = ? AND used_at IS NULL AND revoked_at IS NULL",
      )
      .bind(at, userId, access.business.id),
    db
      .prepare(
        "INSERT INTO member_invitations (token_hash, user_id, business_id, invited_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      )
      .bind(await sha256Hex(token), userId, access.business.id, actor.id ?? "", at, iso(now + INVITATION_TTL_MS)),
    mailStatement(db, now, {
      kind: "email",
      to: input.email,
      ...composeMail(
        input.language ?? "en",
        { subject: "member.invitedSubject", body: existing?.registered ? "member.consentBody" : "member.invitedBody" },
        values,
      ),
      // The same link for a new and an existing account: the exchange tells the page which form to show (ADR 0246).
      link: `/register/member?token=${encodeURIComponent(token)}`,
    }),
  );
  await db.batch(statements);
  const row = await memberRow(db, access.business.id, userId);
  if (!row) throw notFound();
  return toMember(row);
}

export async function removeMember(db: D1Database, now: number, access: BusinessAccess, actor: Actor, userId: string): Promise<void> {
  // Members of the business's programs are removed through the program (its own id in the path).
  const row = await memberRow(db, access.business.id, userId);
  if (!row) {
    access.require("deleteMember");
    throw notFound();
  }
  if (!canRemoveMember(access.ctx, access.business.id, row.role)) {
    if (!access.can("deleteMember")) throw forbidden("deleteMember");
    throw new ApiFailure(403, "role_not_grantable", "You can only remove a member whose permissions you hold yourself");
  }
  if (userId === actor.id) throw conflict("cannot_remove_self", "You cannot remove yourself");
  if (row.role === "admin" && (await adminCount(db, access.business.id)) <= 1) {
    throw conflict("last_admin", "The business needs at least one admin");
  }
  const at = iso(now);
  await db.batch([
    db.prepare("DELETE FROM memberships WHERE business_id = ? AND user_id = ?").bind(access.business.id, userId),
    db
      .prepare(
        "UPDATE member_invitations SET revoked_at = ? WHERE user_id = ? AND business_id = ? AND used_at IS NULL AND revoked_at IS NULL",
      )
      .bind(at, userId, access.business.id),
    // They lose access to this business at once: every request reads the memberships again. Their
    // sessions go on for the other businesses they belong to (ADR 0243).
    auditStatement(db, now, {
      type: "user_removed",
      businessId: access.business.id,
      targetType: "user",
      targetId: userId,
      actor,
      details: { role: row.role },
    }),
  ]);
}

/** How many admins the business has (a business keeps at least one). */
async function adminCount(db: D1Database, businessId: string): Promise<number> {
  const row = await db
    .prepare("SELECT COUNT(*) AS n FROM memberships WHERE business_id = ? AND role = 'admin' AND pending = 0")
    .bind(businessId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Changes a member's role on the business (ADR 0180): taking the old role away and giving the new one,
 * so it needs deleteMember and addMember, with both roles' permissions held by the caller. Permissions
 * are read from the memberships on every request, so the member's open sessions act with the new role
 * at once. The only admin keeps the role; nobody changes their own.
 */
export async function changeMemberRole(
  db: D1Database,
  now: number,
  access: BusinessAccess,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<Member> {
  const row = await memberRow(db, access.business.id, userId);
  if (!row) {
    access.require("deleteMember");
    throw notFound();
  }
  access.require("deleteMember");
  access.require("addMember");
  if (!roleWithinOwn(access.ctx, access.business.id, row.role) || !roleWithinOwn(access.ctx, access.business.id, role)) {
    throw new ApiFailure(403, "role_not_grantable", "You can only give or take away a role whose permissions you hold yourself");
  }
  if (userId === actor.id) throw conflict("cannot_change_self", "You cannot change your own role");
  if (row.role === role) return toMember(row);
  if (row.role === "admin" && (await adminCount(db, access.business.id)) <= 1) {
    throw conflict("last_admin", "The business needs at least one admin");
  }
  // The row changes only if the role is still the one read above: two changes at once cannot both
  // demote the last two admins.
  const update = await db
    .prepare(
      `UPDATE memberships SET role = ? WHERE business_id = ? AND user_id = ? AND role = ?
        AND (role <> 'admin' OR (SELECT COUNT(*) FROM memberships WHERE business_id = ? AND role = 'admin' AND pending = 0) > 1)`,
    )
    .bind(role, access.business.id, userId, row.role, access.business.id)
    .run();
  if (update.meta.changes !== 1) throw conflict("last_admin", "The business needs at least one admin");
  await auditStatement(db, now, {
    type: "user_role_changed",
    businessId: access.business.id,
    targetType: "user",
    targetId: userId,
    actor,
    details: { from: row.role, to: role },
  }).run();
  const updated = await memberRow(db, access.business.id, userId);
  if (!updated) throw notFound();
  return toMember(updated);
}

export const invalidInvitation = () =>
  new ApiFailure(400, "invitation_invalid", "Sorry, incorrect link. Ask the person who invited you for a new invitation.");

const wrongPassword = () => new ApiFailure(400, "password_incorrect", "This is not the password of the account the invitation was sent to");

/**
 * Accepts an invitation (single use, with the form token of its exchanged link) and signs the person in: a new account chooses its password; an
 * existing account proves it is theirs with its current password (ADR 0243), and a wrong one leaves the
 * invitation usable. Either way the membership stops being pending only now.
 */
export async function acceptInvitation(db: D1Database, env: SandboxEnv, now: number, token: string, password: string): Promise<Tokens> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .prepare(
      `SELECT i.user_id, i.business_id, i.expires_at, i.used_at, i.revoked_at, i.stage,
        EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = i.user_id AND m.business_id = i.business_id) AS member
       FROM member_invitations i WHERE i.token_hash = ?`,
    )
    .bind(tokenHash)
    .first<{
      user_id: string;
      business_id: string;
      expires_at: string;
      used_at: string | null;
      revoked_at: string | null;
      stage: "link" | "form";
      member: number;
    }>();
  // The e-mailed link's own token never accepts: only the form token it was exchanged for (ADR 0246).
  if (row?.stage !== "form" || row.used_at !== null || row.revoked_at !== null || row.expires_at <= iso(now) || !row.member)
    throw invalidInvitation();
  const stored = await getPasswordHash(db, "business", row.user_id);
  if (stored && !(await verifyPassword(password, stored))) throw wrongPassword();
  // A new account's password is a new password: not one of the most common breached ones (ADR 0248).
  if (!stored && isCommonPassword(password)) throw bodyIssue("password", "passwordBreached");
  const claim = await db
    .prepare("UPDATE member_invitations SET used_at = ? WHERE token_hash = ? AND used_at IS NULL AND revoked_at IS NULL")
    .bind(iso(now), tokenHash)
    .run();
  if (claim.meta.changes !== 1) throw invalidInvitation();
  const statements: D1PreparedStatement[] = [
    db
      .prepare("UPDATE memberships SET pending = 0, typed_first_name = NULL, typed_last_name = NULL WHERE user_id = ? AND business_id = ?")
      .bind(row.user_id, row.business_id),
  ];
  if (!stored) {
    statements.push(
      setPasswordStatement(db, "business", row.user_id, await hashPassword(password), iso(now)),
      auditStatement(db, now, {
        type: "password_changed",
        businessId: row.business_id,
        targetType: "user",
        targetId: row.user_id,
        actor: { type: "user", id: row.user_id },
        details: { invitationAccepted: true },
      }),
    );
  }
  await db.batch(statements);
  return startSession(db, env, now, { realm: "business", id: row.user_id }, "password");
}
