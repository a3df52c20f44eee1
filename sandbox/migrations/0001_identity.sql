-- Identity: business users and cardholder accounts, credentials, sessions, refresh tokens,
-- one-time codes, password reset tokens, rate-limit events and the JWT signing keys.
-- Timestamps are ISO-8601 UTC text with milliseconds (they sort lexicographically).

CREATE TABLE meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- The sandbox clock: now = real time + offset_ms.
CREATE TABLE clock (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  offset_ms INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE signing_keys (
  kid TEXT PRIMARY KEY,
  alg TEXT NOT NULL CHECK (alg = 'ES256'),
  public_jwk TEXT NOT NULL,
  private_jwk TEXT NOT NULL,
  -- 'current' marks the key that signs; retired keys keep verifying until they are deleted.
  slot TEXT UNIQUE,
  created_at TEXT NOT NULL
);

CREATE TABLE users (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  phone TEXT UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  scope TEXT NOT NULL CHECK (scope IN ('normal', 'super', 'program')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE cardholders (
  id TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  phone TEXT UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  pref_recent_transactions TEXT NOT NULL DEFAULT 'email' CHECK (pref_recent_transactions IN ('email', 'none')),
  pref_card_declines TEXT NOT NULL DEFAULT 'email' CHECK (pref_card_declines IN ('email', 'none')),
  pref_card_loads TEXT NOT NULL DEFAULT 'email' CHECK (pref_card_loads IN ('email', 'none')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

-- Password credentials of either realm: salted PBKDF2-SHA256.
CREATE TABLE credentials (
  realm TEXT NOT NULL CHECK (realm IN ('business', 'cardholder')),
  subject_id TEXT NOT NULL,
  algorithm TEXT NOT NULL CHECK (algorithm = 'PBKDF2-SHA256'),
  iterations INTEGER NOT NULL,
  salt TEXT NOT NULL,
  hash TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (realm, subject_id)
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  realm TEXT NOT NULL CHECK (realm IN ('business', 'cardholder')),
  subject_id TEXT NOT NULL,
  method TEXT NOT NULL CHECK (method IN ('password', 'otp')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT,
  revoke_reason TEXT
);
CREATE INDEX sessions_subject ON sessions (realm, subject_id);
CREATE INDEX sessions_expiry ON sessions (expires_at) WHERE revoked_at IS NULL;

-- Refresh tokens are stored as SHA-256 hashes; each is used once (rotation).
CREATE TABLE refresh_tokens (
  token_hash TEXT PRIMARY KEY,
  session_id TEXT NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

-- One-time codes: only an HMAC of the code is stored.
CREATE TABLE otp_codes (
  id TEXT PRIMARY KEY,
  realm TEXT NOT NULL CHECK (realm IN ('business', 'cardholder')),
  subject_id TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'sms')),
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  -- set once the code was used, replaced by a newer code, killed by too many tries, or expired
  closed_at TEXT,
  close_reason TEXT CHECK (close_reason IN ('used', 'replaced', 'locked', 'expired'))
);
CREATE INDEX otp_codes_subject ON otp_codes (realm, subject_id, created_at);
CREATE INDEX otp_codes_open ON otp_codes (expires_at) WHERE closed_at IS NULL;

CREATE TABLE password_reset_tokens (
  token_hash TEXT PRIMARY KEY,
  realm TEXT NOT NULL CHECK (realm IN ('business', 'cardholder')),
  subject_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX password_reset_subject ON password_reset_tokens (realm, subject_id);

-- Failed sign-in / code attempts, counted per bucket over a sliding hour.
CREATE TABLE rate_limit_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  bucket TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX rate_limit_events_bucket ON rate_limit_events (bucket, created_at);
