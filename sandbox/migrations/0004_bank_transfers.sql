-- Bank-transfer recipients, their bank accounts (masked) and transfers.

CREATE TABLE recipients (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  name TEXT NOT NULL,
  name_key TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  intake_status TEXT NOT NULL CHECK (intake_status IN (
    'awaiting_recipient', 'pending_verification', 'bank_account_verified', 'verification_failed')),
  verification_failure_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (business_id, email),
  CHECK ((intake_status = 'verification_failed') = (verification_failure_reason IS NOT NULL))
);
CREATE INDEX recipients_business ON recipients (business_id, created_at, id);
CREATE INDEX recipients_business_status ON recipients (business_id, intake_status, created_at, id);
CREATE INDEX recipients_business_name ON recipients (business_id, name_key);

-- Only the last four digits of an account number are kept.
CREATE TABLE bank_accounts (
  id TEXT PRIMARY KEY,
  recipient_id TEXT NOT NULL REFERENCES recipients (id),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  account_holder_name TEXT NOT NULL,
  account_type TEXT NOT NULL CHECK (account_type IN ('checking', 'savings')),
  account_number_last4 TEXT NOT NULL CHECK (length(account_number_last4) = 4),
  routing_number TEXT NOT NULL CHECK (length(routing_number) = 9),
  bank_name TEXT,
  source TEXT NOT NULL CHECK (source IN ('manual', 'bank_link')),
  verification_status TEXT NOT NULL CHECK (verification_status IN ('pending', 'verified', 'failed')),
  failure_reason TEXT,
  -- when the (simulated) verification completes: 1 to 3 business days after submission
  verification_due_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  deleted_at TEXT
);
CREATE UNIQUE INDEX bank_accounts_current ON bank_accounts (recipient_id) WHERE deleted_at IS NULL;
CREATE INDEX bank_accounts_due ON bank_accounts (verification_due_at) WHERE verification_status = 'pending';

CREATE TABLE transfers (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  recipient_id TEXT NOT NULL REFERENCES recipients (id),
  bank_account_id TEXT NOT NULL REFERENCES bank_accounts (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  speed TEXT NOT NULL CHECK (speed IN ('ach', 'sameday_ach', 'instant')),
  status TEXT NOT NULL CHECK (status IN ('created', 'processing', 'completed', 'failed')),
  failure_reason TEXT,
  memo TEXT,
  custom_fields_json TEXT NOT NULL DEFAULT '{}',
  created_by TEXT REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  -- when the clock moves it on (created to processing, processing to completed or failed)
  next_step_at TEXT,
  expected_completion_at TEXT,
  completed_at TEXT
);
CREATE INDEX transfers_business ON transfers (business_id, created_at, id);
CREATE INDEX transfers_business_status ON transfers (business_id, status, created_at, id);
CREATE INDEX transfers_recipient ON transfers (recipient_id, created_at, id);
CREATE INDEX transfers_due ON transfers (next_step_at) WHERE status IN ('created', 'processing');
