-- Webhooks (issue 21; docs/decisions/0164-webhook-console-and-access-link.md and
-- 0165-webhook-delivery.md): the console's access links and sessions, endpoints with their signing
-- secrets, the events a business's changes produce, and every delivery attempt.

-- A console access: `link` is the one-time token of GET /businesses/{id}/webhooks/accessLink (5 minutes,
-- spent on its first use); `session` is the console's cookie that the link is exchanged for (1 hour).
-- Both stored only as a SHA-256 hash and bound to one top-level business.
CREATE TABLE webhook_console_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('link', 'session')),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);

CREATE TABLE webhook_endpoints (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  url TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  -- JSON array of event types; an empty array receives every type.
  event_types_json TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL
);
CREATE INDEX webhook_endpoints_business ON webhook_endpoints (business_id, created_at, id);

-- Signing secrets (whsec_ + base64). The current one has expires_at NULL; a rotated-out one keeps
-- signing until expires_at (the overlap), so receivers can switch without losing deliveries.
CREATE TABLE webhook_secrets (
  id TEXT PRIMARY KEY,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  secret TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT
);
CREATE INDEX webhook_secrets_endpoint ON webhook_secrets (endpoint_id, created_at);

-- One event per business change (the id is the receivers' de-duplication key: webhook-id).
CREATE TABLE webhook_events (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  type TEXT NOT NULL,
  payload_json TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX webhook_events_business ON webhook_events (business_id, created_at, id);

-- The delivery of one event to one endpoint: pending until an attempt succeeds or the attempts run out.
CREATE TABLE webhook_deliveries (
  id TEXT PRIMARY KEY,
  event_id TEXT NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
  endpoint_id TEXT NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  status TEXT NOT NULL CHECK (status IN ('pending', 'succeeded', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (event_id, endpoint_id)
);
CREATE INDEX webhook_deliveries_endpoint ON webhook_deliveries (endpoint_id, updated_at, id);
CREATE INDEX webhook_deliveries_event ON webhook_deliveries (event_id);

-- Every attempt, with what the receiver answered (the body cut to 2,000 characters).
CREATE TABLE webhook_attempts (
  id TEXT PRIMARY KEY,
  delivery_id TEXT NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt INTEGER NOT NULL,
  trigger TEXT NOT NULL CHECK (trigger IN ('automatic', 'resend')),
  succeeded INTEGER NOT NULL CHECK (succeeded IN (0, 1)),
  response_code INTEGER,
  response_body TEXT NOT NULL DEFAULT '',
  error TEXT,
  duration_ms INTEGER NOT NULL,
  attempted_at TEXT NOT NULL
);
CREATE INDEX webhook_attempts_delivery ON webhook_attempts (delivery_id, attempted_at, id);
