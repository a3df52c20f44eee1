/**
 * The people of an onboarding application (docs/decisions/0145, 0146): the controlling person, and the
 * beneficial owners with their own invitation links; changed only before submission, but for a pending
 * owner's own form.
 */
import type { z } from "zod";
import type { LanguageCode } from "#domain/languages";
import {
  type beneficialOwnerBodySchema,
  type controllingPersonUpdateSchema,
  MAX_BENEFICIAL_OWNERS,
  OWNER_LINK_TTL_MS,
  ownershipTotalFits,
} from "#domain/onboarding";
import { iso } from "#sandbox/clock";
import { randomToken, sha256Hex } from "#sandbox/crypto";
import { mailStatement } from "#sandbox/db/mailbox";
import { bodyIssue, conflict, notFound } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { composeMail } from "#sandbox/messages";
import { EDITABLE, locked, type Person, type PersonRow, readApplicationRow, readPersons, toPerson } from "./application";
import { startReviewWhenOwnersDone } from "./review";

type ControllingBody = z.output<typeof controllingPersonUpdateSchema>;

/**
 * Saves the controlling person (POST creates, PATCH changes); the first save moves authorized_person on
 * to submit_application. Owning 25 % or more makes them a beneficial owner too (a row kept in step).
 */
export async function saveControllingPerson(
  db: D1Database,
  now: number,
  businessId: string,
  body: ControllingBody,
  mode: "create" | "update",
): Promise<Person> {
  const row = await readApplicationRow(db, businessId);
  if (!EDITABLE.includes(row.onboarding_status)) throw locked();
  if (row.onboarding_status === "business_info") throw conflict("business_info_missing", "Give the business information first.");
  const [existing] = await readPersons(db, businessId, "primary");
  if (mode === "create" && existing) throw conflict("primary_person_exists", "The authorized person was already given; change it instead.");
  if (mode === "update" && !existing) throw notFound("No authorized person yet");
  const dateOfBirth = body.dateOfBirth ?? existing?.date_of_birth;
  const ssnLast4 = body.ssnLast4 ?? existing?.ssn_last4;
  if (!dateOfBirth) throw bodyIssue("dateOfBirth", "dateOfBirthInvalid");
  if (!ssnLast4) throw bodyIssue("ssnLast4", "ssnLast4Invalid");
  const owners = (await readPersons(db, businessId, "beneficial_owner")).filter(
    (o) => o.email !== existing?.email && o.email !== body.email,
  );
  if (
    body.ownershipPercent >= 25 &&
    !ownershipTotalFits(
      owners.map((o) => o.ownership_percent ?? 0),
      body.ownershipPercent,
    )
  )
    throw bodyIssue("ownershipPercent", "ownershipTotalTooHigh");
  const at = iso(now);
  const id = existing?.id ?? newId("obp");
  const values = [
    body.firstName,
    body.lastName,
    body.email,
    body.phone,
    body.title,
    body.ownershipPercent,
    dateOfBirth,
    ssnLast4,
    JSON.stringify(body.address),
  ] as const;
  const statements: D1PreparedStatement[] = [
    existing
      ? db
          .prepare(
            `UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, phone = ?, title = ?, ownership_percent = ?,
             date_of_birth = ?, ssn_last4 = ?, address_json = ?, updated_at = ? WHERE id = ?`,
          )
          .bind(...values, at, id)
      : db
          .prepare(
            `INSERT INTO onboarding_persons (first_name, last_name, email, phone, title, ownership_percent, date_of_birth, ssn_last4,
             address_json, id, business_id, kind, person_type, status, created_at, updated_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'primary', 'person', 'submitted', ?, ?)`,
          )
          .bind(...values, id, businessId, at, at),
    // The controlling person's owner row: same person, kept in step; removed when they own less than 25 %.
    db
      .prepare("DELETE FROM onboarding_persons WHERE business_id = ? AND kind = 'beneficial_owner' AND email = ?")
      .bind(businessId, existing?.email ?? body.email),
    db
      .prepare(
        "UPDATE businesses SET onboarding_status = 'submit_application', updated_at = ? WHERE id = ? AND onboarding_status = 'authorized_person'",
      )
      .bind(at, businessId),
  ];
  if (body.ownershipPercent >= 25) {
    statements.push(
      db
        .prepare(
          `INSERT INTO onboarding_persons (first_name, last_name, email, phone, title, ownership_percent, date_of_birth, ssn_last4,
           address_json, id, business_id, kind, person_type, status, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'beneficial_owner', 'person', 'submitted', ?, ?)`,
        )
        .bind(...values, newId("obp"), businessId, at, at),
    );
  }
  statements.push(db.prepare("UPDATE onboarding_applications SET updated_at = ? WHERE business_id = ?").bind(at, businessId));
  await db.batch(statements);
  const saved = await db.prepare("SELECT * FROM onboarding_persons WHERE id = ?").bind(id).first<PersonRow>();
  if (!saved) throw notFound();
  return toPerson(saved);
}

type OwnerBody = z.output<typeof beneficialOwnerBodySchema>;

/**
 * Adds (`new`) or saves one beneficial owner. The applicant may invite (the owner gets their own link
 * by e-mail) or give all the details; an owner's own link only saves that owner's details, and the last
 * pending owner's details move a waiting application on to review.
 */
export async function saveBeneficialOwner(
  db: D1Database,
  now: number,
  businessId: string,
  ownerId: string,
  body: OwnerBody,
  actor: { kind: "applicant" } | { kind: "owner"; personId: string },
): Promise<Person> {
  const row = await readApplicationRow(db, businessId);
  const owners = await readPersons(db, businessId, "beneficial_owner");
  const existing = ownerId === "new" ? undefined : owners.find((o) => o.id === ownerId);
  if (ownerId !== "new" && !existing) throw notFound("No such beneficial owner");
  if (actor.kind === "owner") {
    if (existing?.id !== actor.personId) throw notFound("No such beneficial owner");
    if (body.mode !== "details") throw bodyIssue("mode", "Only your own details can be given with this link");
    if (existing.status !== "pending") throw conflict("owner_already_submitted", "Your details were already received, thank you.");
  } else if (!EDITABLE.includes(row.onboarding_status)) {
    throw locked();
  }
  if (row.onboarding_status === "business_info") throw conflict("business_info_missing", "Give the business information first.");
  const others = owners.filter((o) => o.id !== existing?.id);
  if (!existing && others.length >= MAX_BENEFICIAL_OWNERS) throw bodyIssue("ownershipPercent", "tooManyOwners");
  if (
    !ownershipTotalFits(
      others.map((o) => o.ownership_percent ?? 0),
      body.ownershipPercent,
    )
  )
    throw bodyIssue("ownershipPercent", "ownershipTotalTooHigh");
  if (others.some((o) => o.email === body.email)) throw bodyIssue("email", "This person is already listed as an owner");

  const at = iso(now);
  const id = existing?.id ?? newId("obp");
  const statements: D1PreparedStatement[] = [];
  let status: PersonRow["status"];
  if (body.mode === "invite") {
    status = existing && existing.status !== "pending" ? existing.status : "pending";
    statements.push(
      existing
        ? db
            .prepare(
              "UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, ownership_percent = ?, updated_at = ? WHERE id = ?",
            )
            .bind(body.firstName, body.lastName, body.email, body.ownershipPercent, at, id)
        : db
            .prepare(
              `INSERT INTO onboarding_persons (id, business_id, kind, person_type, first_name, last_name, email, ownership_percent, status,
               invited_at, created_at, updated_at) VALUES (?, ?, 'beneficial_owner', 'person', ?, ?, ?, ?, 'pending', ?, ?, ?)`,
            )
            .bind(id, businessId, body.firstName, body.lastName, body.email, body.ownershipPercent, at, at, at),
    );
    if (!existing || existing.email !== body.email || existing.invited_at === null) {
      statements.push(
        ...(await ownerInvitation(db, now, {
          id,
          businessId,
          businessName: row.name,
          email: body.email,
          firstName: body.firstName,
          language: row.applicant_language ?? "en",
        })),
      );
      statements.push(db.prepare("UPDATE onboarding_persons SET invited_at = ? WHERE id = ?").bind(at, id));
    }
  } else {
    const dateOfBirth = body.dateOfBirth ?? existing?.date_of_birth;
    const ssnLast4 = body.ssnLast4 ?? existing?.ssn_last4;
    if (!dateOfBirth) throw bodyIssue("dateOfBirth", "dateOfBirthInvalid");
    if (!ssnLast4) throw bodyIssue("ssnLast4", "ssnLast4Invalid");
    status = "submitted";
    const values = [
      body.firstName,
      body.lastName,
      body.email,
      body.ownershipPercent,
      dateOfBirth,
      ssnLast4,
      JSON.stringify(body.address),
    ] as const;
    statements.push(
      existing
        ? db
            .prepare(
              `UPDATE onboarding_persons SET first_name = ?, last_name = ?, email = ?, ownership_percent = ?, date_of_birth = ?, ssn_last4 = ?,
               address_json = ?, status = 'submitted', updated_at = ? WHERE id = ?`,
            )
            .bind(...values, at, id)
        : db
            .prepare(
              `INSERT INTO onboarding_persons (first_name, last_name, email, ownership_percent, date_of_birth, ssn_last4, address_json,
               id, business_id, kind, person_type, status, created_at, updated_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'beneficial_owner', 'person', 'submitted', ?, ?)`,
            )
            .bind(...values, id, businessId, at, at),
    );
    if (actor.kind === "owner") {
      // The owner's link has done its work.
      statements.push(
        db
          .prepare(
            "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'beneficial_owner' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
          )
          .bind(at, businessId, id),
      );
    }
  }
  statements.push(db.prepare("UPDATE onboarding_applications SET updated_at = ? WHERE business_id = ?").bind(at, businessId));
  await db.batch(statements);
  if (row.onboarding_status === "waiting_for_beneficial_owners") await startReviewWhenOwnersDone(db, now, businessId);
  const saved = await db.prepare("SELECT * FROM onboarding_persons WHERE id = ?").bind(id).first<PersonRow>();
  if (!saved || saved.status !== status) throw notFound();
  return toPerson(saved);
}

async function ownerInvitation(
  db: D1Database,
  now: number,
  owner: { id: string; businessId: string; businessName: string; email: string; firstName: string; language: LanguageCode },
): Promise<D1PreparedStatement[]> {
  const token = randomToken();
  const at = iso(now);
  const link = `/${owner.businessId}/beneficialOwnerForm/${owner.id}/info?token=${token}`;
  return [
    db
      .prepare(
        "UPDATE link_tokens SET revoked_at = ? WHERE purpose = 'beneficial_owner' AND business_id = ? AND subject_id = ? AND revoked_at IS NULL",
      )
      .bind(at, owner.businessId, owner.id),
    db
      .prepare(
        "INSERT INTO link_tokens (token_hash, purpose, business_id, subject_id, created_at, expires_at) VALUES (?, 'beneficial_owner', ?, ?, ?, ?)",
      )
      .bind(await sha256Hex(token), owner.businessId, owner.id, at, iso(now + OWNER_LINK_TTL_MS)),
    // The owner's language is not known: the applicant's, the business's choice (ADR 0151).
    mailStatement(db, now, {
      kind: "email",
      to: owner.email,
      ...composeMail(
        owner.language,
        { subject: "onboarding.ownerSubject", body: "onboarding.ownerBody" },
        { name: owner.firstName, business: owner.businessName },
      ),
      link,
    }),
  ];
}
