/** Users group: the signed-in user, one-time codes, password reset requests, notes. */
import type { Hono } from "hono";
import { users } from "#contract/users";
import { isProgramScopeFallback } from "#domain/permissions";
import { Caller } from "#sandbox/auth/access";
import { sendCode, verifyCode } from "#sandbox/auth/otp";
import { requestPasswordReset } from "#sandbox/auth/password-reset";
import { clientOf } from "#sandbox/auth/rate-limit";
import { cardBusinessId, createNote, deleteNote, loadNote, notesOfCard, updateNote } from "#sandbox/cards/notes";
import type { SandboxHono } from "#sandbox/env";
import { notFound } from "#sandbox/http/errors";
import { register } from "#sandbox/http/route";
import { ownUser, requireSelf, updateProfile, userWithBusinesses } from "#sandbox/users/profile";

export function userRoutes(app: Hono<SandboxHono>): void {
  register(app, users.getUser, async ({ db, principal, params }) => {
    requireSelf(principal, params.id);
    const found = await userWithBusinesses(db, params.id);
    if (!found) throw notFound();
    return found;
  });

  register(app, users.updateUser, async ({ db, now, principal, params, body }) => {
    const user = await ownUser(db, principal, params.id);
    return { user: await updateProfile(db, now, user, body) };
  });

  register(app, users.getLoginType, async () => ({ loginType: "password" as const, otpAvailable: true }));

  register(app, users.sendOtp, async ({ c, db, now, body }) => {
    await sendCode(db, now, body.realm, body.identifier, body.language, clientOf(c.req.header("x-client-address")));
    return { accepted: true as const };
  });

  register(app, users.verifyOtp, ({ c, db, env, now, body }) =>
    verifyCode(db, env, now, body.realm, body.identifier, body.code, clientOf(c.req.header("x-client-address"))),
  );

  register(app, users.passwordReset, async ({ db, now, body }) => {
    await requestPasswordReset(db, now, "business", body.identifier, body.language);
    return { accepted: true as const };
  });

  register(app, users.createNote, async ({ db, now, principal, params, body }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(await cardBusinessId(db, params.id));
    access.require("createNote");
    const note = await createNote(db, now, {
      businessId: access.business.id,
      cardId: params.id,
      authorId: principal.uid,
      text: body.text,
      actor: caller.actor,
    });
    return { note };
  });

  register(app, users.listNotes, async ({ db, principal, params, query }) => {
    const caller = new Caller(db, principal);
    const access = await caller.business(await cardBusinessId(db, params.id));
    // The top-level business's own cards are hidden from program-scope users (ADR 0095).
    if (isProgramScopeFallback(access.ctx, access.business.id)) throw notFound();
    return notesOfCard(db, params.id, query);
  });

  register(app, users.updateNote, async ({ db, now, principal, params, body }) => {
    const note = await loadNote(db, params.noteId);
    const caller = new Caller(db, principal);
    const access = await caller.business(note.business_id);
    access.require("editNote");
    return { note: await updateNote(db, now, note, body.text, caller.actor) };
  });

  register(app, users.deleteNote, async ({ db, now, principal, params }) => {
    const note = await loadNote(db, params.noteId);
    const caller = new Caller(db, principal);
    const access = await caller.business(note.business_id);
    access.require("editNote");
    await deleteNote(db, now, note, caller.actor);
    return null;
  });
}
