/** Users group: the signed-in user, one-time codes, password reset requests, notes. */
import type { Hono } from "hono";
import type { Note, User, UserBusiness } from "#contract/entities";
import { users } from "#contract/users";
import type { OnboardingStatus, Role, Scope } from "#domain/enums";
import { isProgramScopeFallback } from "#domain/permissions";
import { Caller } from "#sandbox/auth/access";
import { sendCode, verifyCode } from "#sandbox/auth/otp";
import { requestPasswordReset } from "#sandbox/auth/password-reset";
import type { Principal } from "#sandbox/auth/tokens";
import { iso } from "#sandbox/clock";
import { auditStatement } from "#sandbox/db/audit";
import { keysetPage, NEWEST_FIRST } from "#sandbox/db/pagination";
import type { SandboxHono } from "#sandbox/env";
import { conflict, notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { newId } from "#sandbox/ids";

type UserRow = {
  id: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  scope: Scope;
  created_at: string;
  updated_at: string;
};

const toUser = (r: UserRow): User => ({
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
function requireSelf(principal: Principal, id: string): void {
  if (principal.realm !== "business" || principal.uid !== id) throw notFound();
}

async function ownUser(db: D1Database, principal: Principal, id: string): Promise<UserRow> {
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
};

const rolesStatement = (db: D1Database, userId: string) =>
  db
    .prepare(
      `SELECT m.business_id, m.role, t.id AS top_id, t.name AS top_name, t.onboarding_status AS top_status,
              t.eligible_for_on_demand, t.developer_tools_enabled
         FROM memberships m
         JOIN businesses b ON b.id = m.business_id
         JOIN businesses t ON t.id = COALESCE(b.parent_id, b.id)
        WHERE m.user_id = ?
        ORDER BY m.position, m.business_id`,
    )
    .bind(userId);

/** The user's roles grouped by top-level business, in the order of the role list. */
function businessesOf(user: UserRow, results: readonly RoleRow[]): UserBusiness[] {
  const byTop = new Map<string, UserBusiness>();
  for (const r of results) {
    let entry = byTop.get(r.top_id);
    if (!entry) {
      entry = {
        topLevelBusinessId: r.top_id,
        topLevelBusinessName: r.top_name,
        userRoles: [],
        userScope: user.scope,
        topLevelBusinessConfig: {
          eligibleForOnDemand: r.eligible_for_on_demand === 1,
          developerToolsEnabled: r.developer_tools_enabled === 1,
        },
        onboardingStatus: r.top_status,
      };
      byTop.set(r.top_id, entry);
    }
    entry.userRoles.push({ businessId: r.business_id, role: r.role });
  }
  return [...byTop.values()];
}

type NoteRow = {
  id: string;
  business_id: string;
  card_id: string;
  text: string;
  author_id: string;
  author_first: string;
  author_last: string;
  created_at: string;
  updated_at: string;
};

const NOTE_SELECT = `SELECT n.id, n.business_id, n.card_id, n.text, n.author_id, u.first_name AS author_first,
  u.last_name AS author_last, n.created_at, n.updated_at FROM notes n JOIN users u ON u.id = n.author_id`;

const toNote = (r: NoteRow): Note => ({
  id: r.id,
  businessId: r.business_id,
  cardId: r.card_id,
  text: r.text,
  author: { id: r.author_id, name: `${r.author_first} ${r.author_last}` },
  createdAt: r.created_at,
  updatedAt: r.updated_at,
});

async function loadNote(db: D1Database, noteId: string): Promise<NoteRow> {
  const row = await db.prepare(`${NOTE_SELECT} WHERE n.id = ?`).bind(noteId).first<NoteRow>();
  if (!row) throw notFound();
  return row;
}

async function cardBusinessId(db: D1Database, cardId: string): Promise<string> {
  const row = await db.prepare("SELECT business_id FROM cards WHERE id = ?").bind(cardId).first<{ business_id: string }>();
  if (!row) throw notFound();
  return row.business_id;
}

export function userRoutes(app: Hono<SandboxHono>): void {
  register(app, users.getUser, async ({ db, principal, params }) => {
    requireSelf(principal, params.id);
    // The user and their roles in one round trip.
    const [users, roles] = await db.batch([db.prepare(USER_SELECT).bind(params.id), rolesStatement(db, params.id)]);
    const user = users?.results[0] as UserRow | undefined;
    if (!user) throw notFound();
    return { user: toUser(user), businesses: businessesOf(user, (roles?.results ?? []) as RoleRow[]) };
  });

  register(app, users.updateUser, async ({ db, now, principal, params, body }) => {
    const user = await ownUser(db, principal, params.id);
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
    return { user: toUser(row) };
  });

  register(app, users.getLoginType, async () => ({ loginType: "password" as const, otpAvailable: true }));

  register(app, users.sendOtp, async ({ db, now, body }) => {
    await sendCode(db, now, body.realm, body.identifier, body.language);
    return { accepted: true as const };
  });

  register(app, users.verifyOtp, ({ db, env, now, body }) => verifyCode(db, env, now, body.realm, body.identifier, body.code));

  register(app, users.passwordReset, async ({ db, now, body }) => {
    await requestPasswordReset(db, now, "business", body.identifier, body.language);
    return { accepted: true as const };
  });

  register(app, users.createNote, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(await cardBusinessId(db, params.id));
    access.require("createNote");
    const id = newId("note");
    await db.batch([
      db
        .prepare("INSERT INTO notes (id, business_id, card_id, author_id, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)")
        .bind(id, access.business.id, params.id, principal.uid, body.text, iso(now), iso(now)),
      auditStatement(db, now, {
        type: "note_created",
        businessId: access.business.id,
        targetType: "card",
        targetId: params.id,
        actor: caller.actor,
        details: { noteId: id },
      }),
    ]);
    return { note: toNote(await loadNote(db, id)) };
  });

  register(app, users.listNotes, async ({ db, principal, params, query }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(await cardBusinessId(db, params.id));
    // The top-level business's own cards are hidden from program-scope users (ADR 0095).
    if (isProgramScopeFallback(access.ctx, access.business.id)) throw notFound();
    const page = await keysetPage<NoteRow>(db, NEWEST_FIRST, query, [
      { select: NOTE_SELECT, where: ["n.card_id = ?"], binds: [params.id], alias: "n" },
    ]);
    return { notes: page.items.map(toNote), nextCursor: page.nextCursor };
  });

  register(app, users.updateNote, async ({ db, now, principal, params, body }) => {
    const note = await loadNote(db, params.noteId);
    const caller = new Caller(db, principal);
    const access = await caller.business(note.business_id);
    access.require("editNote");
    await db.batch([
      db.prepare("UPDATE notes SET text = ?, updated_at = ? WHERE id = ?").bind(body.text, iso(now), note.id),
      auditStatement(db, now, {
        type: "note_updated",
        businessId: note.business_id,
        targetType: "card",
        targetId: note.card_id,
        actor: caller.actor,
        details: { noteId: note.id },
      }),
    ]);
    return { note: toNote(await loadNote(db, note.id)) };
  });

  register(app, users.deleteNote, async ({ db, now, principal, params }) => {
    const note = await loadNote(db, params.noteId);
    const caller = new Caller(db, principal);
    const access = await caller.business(note.business_id);
    access.require("editNote");
    await db.batch([
      db.prepare("DELETE FROM notes WHERE id = ?").bind(note.id),
      auditStatement(db, now, {
        type: "note_deleted",
        businessId: note.business_id,
        targetType: "card",
        targetId: note.card_id,
        actor: caller.actor,
        details: { noteId: note.id },
      }),
    ]);
    return null;
  });
}
