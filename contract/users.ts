/** Users and utilities of spec section 7: the signed-in business user, one-time codes, notes. */
import { z } from "zod";
import { LANGUAGE_CODES } from "#domain/languages";
import { codeSchema, firstNameSchema, identifierSchema, lastNameSchema, phoneSchema, signInPasswordSchema } from "#domain/validation";
import { acceptedSchema, endpoint, idPathSchema, idSchema, pageOf, pageQuerySchema } from "./common";
import { noteSchema, userBusinessSchema, userSchema } from "./entities";
import { realmSchema } from "./enums";
import { tokensSchema } from "./identity";

export const getUserResponseSchema = z.object({ user: userSchema, businesses: z.array(userBusinessSchema) });

export const updateUserBodySchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  phone: phoneSchema.nullable(),
  /** The account's password, needed when the phone changes: a phone signs in by code (issue 34 item 12). */
  currentPassword: signInPasswordSchema.optional(),
});

export const loginTypes = ["password"] as const;
export const loginTypeResponseSchema = z.object({
  /** How the account signs in; one-time codes are always offered as well. */
  loginType: z.enum(loginTypes),
  otpAvailable: z.boolean(),
});

/** The language of the page the person asks from: the code and the reset e-mail are written in it (ADR 0151). */
export const messageLanguageSchema = z.enum(LANGUAGE_CODES);

export const sendOtpBodySchema = z.object({ realm: realmSchema, identifier: identifierSchema, language: messageLanguageSchema.optional() });
export const verifyOtpBodySchema = z.object({ realm: realmSchema, identifier: identifierSchema, code: codeSchema });
export const passwordResetBodySchema = z.object({ identifier: identifierSchema, language: messageLanguageSchema.optional() });

export const noteTextSchema = z.string().trim().min(1, "Note is required").max(2000);
export const createNoteBodySchema = z.object({ text: noteTextSchema });
export const updateNoteBodySchema = z.object({ text: noteTextSchema });
export const noteResponseSchema = z.object({ note: noteSchema });
export const notePathSchema = z.object({ noteId: idSchema });

export const users = {
  getUser: endpoint({
    id: "users.getUser",
    group: "users",
    method: "GET",
    path: "/users/{id}/",
    summary: "The signed-in user and the businesses they have roles in",
    description: "Only the user themself (token `sub` equal to {id}); anyone else gets 404.",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    response: getUserResponseSchema,
    errors: [404],
  }),
  updateUser: endpoint({
    id: "users.updateUser",
    group: "users",
    method: "PUT",
    path: "/users/{id}/",
    summary: "Replace the user's name and phone",
    description:
      "A changed phone needs `currentPassword` (403 `reauthentication_required` without it or with a wrong one; wrong ones count towards the account's sign-in limit, 429 `too_many_attempts`). 409 `phone_in_use` when another account of the realm has the phone.",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    body: updateUserBodySchema,
    response: z.object({ user: userSchema }),
    errors: [403, 404, 409, 429],
  }),
  getLoginType: endpoint({
    id: "users.getLoginType",
    group: "users",
    method: "GET",
    path: "/users/{id}/loginType",
    summary: "How an account signs in; {id} is an e-mail or 10-digit phone",
    description: "The answer does not depend on whether the account exists (no account enumeration).",
    auth: "none",
    status: 200,
    params: z.object({ id: identifierSchema }),
    response: loginTypeResponseSchema,
    errors: [],
  }),
  sendOtp: endpoint({
    id: "users.sendOtp",
    group: "users",
    method: "POST",
    path: "/users/sendOTP",
    summary: "Send a 6-digit one-time code by e-mail or SMS (depending on the identifier)",
    description:
      "Always 202. A new code invalidates the previous one; codes expire after 10 minutes and die after 5 wrong tries. The SMS or e-mail is written in `language`, else in the language a cardholder created their account in, else English.",
    auth: "none",
    status: 202,
    body: sendOtpBodySchema,
    response: acceptedSchema,
    errors: [],
  }),
  verifyOtp: endpoint({
    id: "users.verifyOtp",
    group: "users",
    method: "POST",
    path: "/users/verifyOTP",
    summary: "Sign in with a one-time code",
    description:
      "401 `otp_incorrect` (also for unknown accounts), 401 `otp_expired`, 429 `otp_locked` after 5 wrong tries on the code or 20 failures on the account within an hour.",
    auth: "none",
    status: 200,
    body: verifyOtpBodySchema,
    response: tokensSchema,
    errors: [401, 429],
  }),
  passwordReset: endpoint({
    id: "users.passwordReset",
    group: "users",
    method: "POST",
    path: "/users/passwordReset",
    summary: "E-mail a business user a single-use password reset link",
    description: "Always 202; the e-mail links to /reset-password?realm=business&token=... and is written in `language` (else English).",
    auth: "none",
    status: 202,
    body: passwordResetBodySchema,
    response: acceptedSchema,
    errors: [],
  }),
  createNote: endpoint({
    id: "users.createNote",
    group: "users",
    method: "POST",
    path: "/users/{id}/note",
    summary: "Add a note about a card's user; {id} is the card id",
    description: "Needs createNote on the card's business.",
    auth: "bearer",
    status: 201,
    params: idPathSchema,
    body: createNoteBodySchema,
    response: noteResponseSchema,
    errors: [403, 404],
  }),
  listNotes: endpoint({
    id: "users.listNotes",
    group: "users",
    method: "GET",
    path: "/users/{id}/notes",
    summary: "Notes about a card's user, newest first; {id} is the card id",
    auth: "bearer",
    status: 200,
    params: idPathSchema,
    query: pageQuerySchema,
    response: pageOf("notes", noteSchema),
    errors: [404],
  }),
  updateNote: endpoint({
    id: "users.updateNote",
    group: "users",
    method: "PATCH",
    path: "/users/notes/{noteId}/",
    summary: "Edit a note",
    description: "Needs editNote on the note's business.",
    auth: "bearer",
    status: 200,
    params: notePathSchema,
    body: updateNoteBodySchema,
    response: noteResponseSchema,
    errors: [403, 404],
  }),
  deleteNote: endpoint({
    id: "users.deleteNote",
    group: "users",
    method: "DELETE",
    path: "/users/notes/{noteId}/",
    summary: "Delete a note",
    description: "Needs editNote on the note's business.",
    auth: "bearer",
    status: 204,
    params: notePathSchema,
    response: null,
    errors: [403, 404],
  }),
} as const;
