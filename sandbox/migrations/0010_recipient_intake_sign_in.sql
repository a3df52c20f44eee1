-- Recipient intake sign-in (docs/decisions/0105-recipient-intake-sign-in.md): the one-time codes a
-- recipient receives after opening their intake link, the short sessions those codes open (a token that
-- can only read and write that one recipient's intake), and the language the recipient reads, for the
-- e-mails that follow.

CREATE TABLE recipient_codes (
  id TEXT PRIMARY KEY,
  recipient_id TEXT NOT NULL REFERENCES recipients (id),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  closed_at TEXT,
  close_reason TEXT CHECK (close_reason IN ('used', 'replaced', 'locked', 'expired'))
);
CREATE INDEX recipient_codes_recipient ON recipient_codes (recipient_id, created_at);

CREATE TABLE recipient_sessions (
  id TEXT PRIMARY KEY,
  recipient_id TEXT NOT NULL REFERENCES recipients (id),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX recipient_sessions_recipient ON recipient_sessions (recipient_id);

-- en, es or pl (the intake routes' languages); NULL until the recipient has chosen one.
ALTER TABLE recipients ADD COLUMN language TEXT CHECK (language IN ('en', 'es', 'pl'));
