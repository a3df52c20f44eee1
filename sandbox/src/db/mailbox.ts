/** The sandbox mailbox: every e-mail and SMS the sandbox "sends" is stored here, never delivered. */
import type { MailMessage } from "#contract/sandbox";
import type { LanguageCode } from "#domain/languages";
import { iso } from "#sandbox/clock";
import { newId } from "#sandbox/ids";

export type OutgoingMessage = {
  kind: "email" | "sms";
  to: string;
  subject: string;
  body: string;
  /** The language subject and body are written in (sandbox/src/messages; ADR 0151). */
  language: LanguageCode;
  /** App-relative link (e.g. /setup-payment/biz_harbor/recipient?token=...), or null. */
  link: string | null;
};

export function mailStatement(db: D1Database, now: number, message: OutgoingMessage): D1PreparedStatement {
  return db
    .prepare("INSERT INTO mailbox (id, kind, to_address, subject, body, language, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)")
    .bind(newId("mail"), message.kind, message.to, message.subject, message.body, message.language, message.link, iso(now));
}

type MailRow = {
  id: string;
  kind: "email" | "sms";
  to_address: string;
  subject: string;
  body: string;
  language: LanguageCode;
  link: string | null;
  created_at: string;
};

const toMessage = (r: MailRow): MailMessage => ({
  id: r.id,
  kind: r.kind,
  to: r.to_address,
  subject: r.subject,
  body: r.body,
  language: r.language,
  link: r.link,
  createdAt: r.created_at,
});

const COLUMNS = "id, kind, to_address, subject, body, language, link, created_at";

/** Messages newest first (ties broken by insertion order), optionally only those to one address. */
export async function listMail(db: D1Database, to?: string, limit = 500): Promise<MailMessage[]> {
  const statement = to
    ? db.prepare(`SELECT ${COLUMNS} FROM mailbox WHERE to_address = ? ORDER BY created_at DESC, rowid DESC LIMIT ?`).bind(to, limit)
    : db.prepare(`SELECT ${COLUMNS} FROM mailbox ORDER BY created_at DESC, rowid DESC LIMIT ?`).bind(limit);
  const { results } = await statement.all<MailRow>();
  return results.map(toMessage);
}

export async function getMail(db: D1Database, id: string): Promise<MailMessage | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM mailbox WHERE id = ?`).bind(id).first<MailRow>();
  return row ? toMessage(row) : null;
}
