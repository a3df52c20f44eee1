/** Accounts of the two realms: business users (`users`) and cardholders (`cardholders`). */
import type { Realm } from "#contract/enums";
import type { LanguageCode } from "#domain/languages";
import type { PasswordHash } from "./passwords";

export type Account = {
  realm: Realm;
  id: string;
  email: string;
  phone: string | null;
  firstName: string;
  lastName: string;
  /** The language a cardholder created their account in; business users have none stored. */
  language: LanguageCode | null;
};

const TABLE: Record<Realm, "users" | "cardholders"> = { business: "users", cardholder: "cardholders" };

export const isPhone = (identifier: string): boolean => /^\d{10}$/.test(identifier);

type AccountRow = {
  id: string;
  email: string;
  phone: string | null;
  first_name: string;
  last_name: string;
  language: LanguageCode | null;
};
const LANGUAGE_COLUMN: Record<Realm, string> = { business: "NULL AS language", cardholder: "language" };

/** Finds an account by e-mail (case-insensitive, stored lower-case) or 10-digit phone. */
export async function findAccount(db: D1Database, realm: Realm, identifier: string): Promise<Account | null> {
  const column = isPhone(identifier) ? "phone" : "email";
  const row = await db
    .prepare(`SELECT id, email, phone, first_name, last_name, ${LANGUAGE_COLUMN[realm]} FROM ${TABLE[realm]} WHERE ${column} = ?`)
    .bind(identifier.toLowerCase())
    .first<AccountRow>();
  return row
    ? {
        realm,
        id: row.id,
        email: row.email,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
        language: row.language,
      }
    : null;
}

export async function getPasswordHash(db: D1Database, realm: Realm, subjectId: string): Promise<PasswordHash | null> {
  const row = await db
    .prepare("SELECT iterations, salt, hash FROM credentials WHERE realm = ? AND subject_id = ?")
    .bind(realm, subjectId)
    .first<{ iterations: number; salt: string; hash: string }>();
  return row ? { algorithm: "PBKDF2-SHA256", iterations: row.iterations, salt: row.salt, hash: row.hash } : null;
}

export function setPasswordStatement(db: D1Database, realm: Realm, subjectId: string, hash: PasswordHash, at: string): D1PreparedStatement {
  return db
    .prepare(
      "INSERT INTO credentials (realm, subject_id, algorithm, iterations, salt, hash, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (realm, subject_id) DO UPDATE SET algorithm = excluded.algorithm, iterations = excluded.iterations, salt = excluded.salt, hash = excluded.hash, updated_at = excluded.updated_at",
    )
    .bind(realm, subjectId, hash.algorithm, hash.iterations, hash.salt, hash.hash, at);
}
