-- Cross-cutting: the audit trail, metadata, the sandbox mailbox and idempotency keys.

-- Every state change writes one row. target_type: card, recipient, transfer, business, user,
-- cardholder, note, program, session, ... ; actor_type: user, cardholder, recipient, system.
CREATE TABLE activities (
  id TEXT PRIMARY KEY,
  type TEXT NOT NULL,
  -- NULL for account-level events (sign-in, password change) that belong to no business
  business_id TEXT REFERENCES businesses (id),
  target_type TEXT NOT NULL,
  target_id TEXT NOT NULL,
  actor_type TEXT NOT NULL CHECK (actor_type IN ('user', 'cardholder', 'recipient', 'system')),
  actor_id TEXT,
  details_json TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX activities_target ON activities (target_type, target_id, created_at, id);
CREATE INDEX activities_business ON activities (business_id, created_at, id);

CREATE TABLE metadata (
  business_id TEXT NOT NULL REFERENCES businesses (id),
  target_type TEXT NOT NULL CHECK (target_type IN ('card', 'recipient', 'transfer', 'load', 'cardholder')),
  target_id TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (target_type, target_id, key)
);

-- What the sandbox "sent": e-mails and SMS.
CREATE TABLE mailbox (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('email', 'sms')),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  link TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX mailbox_created ON mailbox (created_at, id);
CREATE INDEX mailbox_to ON mailbox (to_address, created_at, id);

CREATE TABLE idempotency_keys (
  business_id TEXT NOT NULL REFERENCES businesses (id),
  key TEXT NOT NULL,
  request_hash TEXT NOT NULL,
  response_status INTEGER NOT NULL,
  response_body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (business_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
