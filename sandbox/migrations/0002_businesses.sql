-- Businesses (top-level and programs), memberships, settings with custom field definitions,
-- onboarding, funding accounts and deposits.

CREATE TABLE businesses (
  id TEXT PRIMARY KEY,
  -- NULL for a top-level business; the top-level business for a program.
  parent_id TEXT REFERENCES businesses (id),
  name TEXT NOT NULL,
  -- Programs carry a payout product type; top-level businesses do not.
  product_type TEXT CHECK (product_type IN ('cards', 'bank_transfers', 'on_demand_cards')),
  onboarding_status TEXT NOT NULL CHECK (onboarding_status IN (
    'business_info', 'authorized_person', 'submit_application',
    'waiting_for_beneficial_owners', 'application_submitted', 'active')),
  eligible_for_on_demand INTEGER NOT NULL DEFAULT 0 CHECK (eligible_for_on_demand IN (0, 1)),
  developer_tools_enabled INTEGER NOT NULL DEFAULT 0 CHECK (developer_tools_enabled IN (0, 1)),
  webhooks_enabled INTEGER NOT NULL DEFAULT 0 CHECK (webhooks_enabled IN (0, 1)),
  -- Default shipping address (JSON: firstName, lastName, addressOne, addressTwo, city, state, zip).
  address_json TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((parent_id IS NULL AND product_type IS NULL) OR (parent_id IS NOT NULL AND product_type IS NOT NULL))
);
CREATE INDEX businesses_parent ON businesses (parent_id, name);

CREATE TABLE memberships (
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  role TEXT NOT NULL,
  -- Order of the user's role list (the "first role entry" of the permission lookup).
  position INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (user_id, business_id)
);
CREATE INDEX memberships_business ON memberships (business_id, created_at);

CREATE TABLE business_settings (
  business_id TEXT PRIMARY KEY REFERENCES businesses (id),
  created_at TEXT NOT NULL,
  -- The version clients send back in If-Match; strictly increasing.
  updated_at TEXT NOT NULL,
  -- Random token of the last write: the statements of one PATCH batch only apply if it is theirs.
  write_token TEXT
);

CREATE TABLE custom_field_options (
  business_id TEXT NOT NULL REFERENCES business_settings (business_id) ON DELETE CASCADE,
  resource_type TEXT NOT NULL CHECK (resource_type IN (
    'loads', 'financial_account_load', 'business_load_history',
    'funding_account_deposit', 'bank_transfers', 'business_bank_transfers')),
  -- position of the resource type in the settings list, then of the option within it
  resource_position INTEGER NOT NULL,
  position INTEGER NOT NULL,
  label TEXT NOT NULL,
  name TEXT NOT NULL,
  data_type TEXT NOT NULL CHECK (data_type IN ('dropdown', 'text')),
  data_options_json TEXT NOT NULL DEFAULT '[]',
  PRIMARY KEY (business_id, resource_type, name)
);

-- Business onboarding: the application and its people.
CREATE TABLE onboarding_applications (
  business_id TEXT PRIMARY KEY REFERENCES businesses (id),
  legal_name TEXT,
  dba_name TEXT,
  legal_structure TEXT CHECK (legal_structure IN ('CORPORATION', 'PARTNERSHIP', 'SOLE_PROPRIETORSHIP', 'NON_PROFIT', 'LLC')),
  ein TEXT,
  phone TEXT,
  website TEXT,
  address_json TEXT,
  submitted_at TEXT,
  updated_at TEXT NOT NULL
);

CREATE TABLE onboarding_persons (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  kind TEXT NOT NULL CHECK (kind IN ('primary', 'beneficial_owner')),
  person_type TEXT NOT NULL CHECK (person_type IN ('person', 'business')),
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT,
  title TEXT,
  ownership_percent INTEGER CHECK (ownership_percent BETWEEN 0 AND 100),
  date_of_birth TEXT,
  ssn_last4 TEXT,
  address_json TEXT,
  status TEXT NOT NULL CHECK (status IN ('pending', 'submitted', 'verified', 'failed')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX onboarding_persons_business ON onboarding_persons (business_id, kind);

-- Single-purpose tokens of e-mailed links (onboarding, recipient intake), stored as SHA-256 hashes.
CREATE TABLE link_tokens (
  token_hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('onboarding', 'recipient_intake', 'beneficial_owner')),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  -- the recipient or onboarding person the link is for; NULL for the business itself
  subject_id TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  revoked_at TEXT
);
CREATE INDEX link_tokens_subject ON link_tokens (purpose, business_id, subject_id);

CREATE TABLE document_uploads (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  person_id TEXT REFERENCES onboarding_persons (id),
  document_type TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('open', 'closed')),
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  closed_at TEXT
);

CREATE TABLE funding_accounts (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL UNIQUE REFERENCES businesses (id),
  name TEXT NOT NULL,
  balance_cents INTEGER NOT NULL,
  account_number TEXT NOT NULL,
  routing_number TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  updated_at TEXT NOT NULL
);

CREATE TABLE funding_deposits (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  funding_account_id TEXT NOT NULL REFERENCES funding_accounts (id),
  deposit_type TEXT NOT NULL CHECK (deposit_type IN ('ach', 'super_to_program', 'program_to_super', 'program_to_program')),
  program_id TEXT REFERENCES businesses (id),
  outgoing INTEGER NOT NULL CHECK (outgoing IN (0, 1)),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'completed', 'failed')),
  custom_fields_json TEXT NOT NULL DEFAULT '{}',
  created_by TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX funding_deposits_business ON funding_deposits (business_id, created_at, id);
