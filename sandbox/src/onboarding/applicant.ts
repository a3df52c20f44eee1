/**
 * The applicant's sign-in (contract onboarding.createUser, docs/decisions/0161): a business user who is the
 * admin of the business they onboard. Either the business exists already (its onboarding link opened the
 * sign-up; no new business, no e-mail) or the sign-up starts a new business, its application, and the
 * onboarding link e-mailed to the applicant. The route spends the e-mail code first (ADR 0200).
 */
import type { OnboardingStatus } from "#domain/enums";
import type { LanguageCode } from "#domain/languages";
import { setPasswordStatement } from "#sandbox/auth/accounts";
import { hashPassword, type PasswordHash } from "#sandbox/auth/passwords";
import { iso } from "#sandbox/clock";
import { conflict } from "#sandbox/http/errors";
import { newId } from "#sandbox/ids";
import { onboardingLinkStatements } from "./review";

export type Applicant = {
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  password: string;
  language?: LanguageCode | undefined;
};

export type ApplicantAccount = { businessId: string; userId: string; onboardingStatus: OnboardingStatus };

function userStatements(db: D1Database, userId: string, businessId: string, applicant: Applicant, hash: PasswordHash, at: string) {
  return [
    db
      .prepare(
        "INSERT INTO users (id, email, phone, first_name, last_name, scope, created_at, updated_at) VALUES (?, ?, NULL, ?, ?, 'normal', ?, ?)",
      )
      .bind(userId, applicant.email, applicant.firstName, applicant.lastName, at, at),
    db
      .prepare("INSERT INTO memberships (user_id, business_id, role, position, created_at) VALUES (?, ?, 'admin', 0, ?)")
      .bind(userId, businessId, at),
    setPasswordStatement(db, "business", userId, hash, at),
  ];
}

/**
 * Creates the applicant's account: for `existingBusinessId` (the business of the onboarding link) or with a
 * new business. 409 `account_exists` when the address already has an account (it is told nothing else).
 */
export async function createApplicant(
  db: D1Database,
  now: number,
  applicant: Applicant,
  existingBusinessId: string | null,
): Promise<ApplicantAccount> {
  const taken = await db.prepare("SELECT id FROM users WHERE email = ?").bind(applicant.email).first<{ id: string }>();
  if (taken) throw conflict("account_exists", "An account with this e-mail already exists. Sign in instead.");
  const userId = newId("usr");
  const at = iso(now);
  const hash = await hashPassword(applicant.password);
  if (existingBusinessId !== null) {
    const status = await db
      .prepare("SELECT onboarding_status FROM businesses WHERE id = ?")
      .bind(existingBusinessId)
      .first<{ onboarding_status: OnboardingStatus }>();
    await db.batch([
      ...userStatements(db, userId, existingBusinessId, applicant, hash, at),
      db
        .prepare(
          "UPDATE onboarding_applications SET applicant_language = COALESCE(applicant_language, ?), updated_at = ? WHERE business_id = ?",
        )
        .bind(applicant.language ?? null, at, existingBusinessId),
    ]);
    return { businessId: existingBusinessId, userId, onboardingStatus: status?.onboarding_status ?? "business_info" };
  }
  const businessId = newId("biz");
  await db.batch([
    db
      .prepare(
        "INSERT INTO businesses (id, parent_id, name, product_type, onboarding_status, created_at, updated_at) VALUES (?, NULL, ?, NULL, 'business_info', ?, ?)",
      )
      .bind(businessId, applicant.businessName, at, at),
    ...userStatements(db, userId, businessId, applicant, hash, at),
    db
      .prepare("INSERT INTO onboarding_applications (business_id, applicant_email, applicant_language, updated_at) VALUES (?, ?, ?, ?)")
      .bind(businessId, applicant.email, applicant.language ?? null, at),
    ...(await onboardingLinkStatements(db, now, {
      id: businessId,
      name: applicant.businessName,
      email: applicant.email,
      language: applicant.language ?? "en",
    })),
  ]);
  return { businessId, userId, onboardingStatus: "business_info" };
}
