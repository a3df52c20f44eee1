-- Recipients and bank transfers end to end (docs/decisions/0080-bank-transfer-sandbox.md): the outcome a
-- test account number decides is kept when the account is submitted (only the last four digits of the
-- number are stored), tokens of the bank-linking service, and the indexes of the recipients list's sorts.

-- How verification will end (NULL: verified) and how transfers to the account will end (NULL: completed).
-- Never returned: failure_reason is set from planned_failure_reason when verification completes.
ALTER TABLE bank_accounts ADD COLUMN planned_failure_reason TEXT;
ALTER TABLE bank_accounts ADD COLUMN transfer_failure_reason TEXT;
-- Only the last four digits of the routing number are ever returned; the full number stays for the bank name.
ALTER TABLE bank_accounts ADD COLUMN routing_number_last4 TEXT;
UPDATE bank_accounts SET routing_number_last4 = substr(routing_number, -4);

-- Single-use, four-hour tokens that open the bank-linking service for one recipient; only a SHA-256 hash is kept.
CREATE TABLE bank_link_tokens (
  token_hash TEXT PRIMARY KEY,
  recipient_id TEXT NOT NULL REFERENCES recipients (id),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  created_by TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX bank_link_tokens_expiry ON bank_link_tokens (expires_at);

-- Recipients list sorts: every sort key ends with the id, so keyset pages never need a sort step.
CREATE INDEX recipients_business_name_id ON recipients (business_id, name_key, id);
CREATE INDEX recipients_business_status_name ON recipients (business_id, intake_status, name_key, id);
DROP INDEX recipients_business_name;

-- A transfer's money: the funding account it left (and returns to when it fails).
ALTER TABLE transfers ADD COLUMN funding_account_id TEXT REFERENCES funding_accounts (id);

-- The money invariant holds whatever a handler checked: a transfer's amount never changes, and a
-- transfer only moves forward (created -> processing -> completed or failed).
CREATE TRIGGER transfers_amount_fixed
BEFORE UPDATE OF amount_cents ON transfers
WHEN NEW.amount_cents <> OLD.amount_cents
BEGIN
  SELECT RAISE(ABORT, 'ledger:transfer_amount_fixed');
END;

CREATE TRIGGER transfers_forward_only
BEFORE UPDATE OF status ON transfers
WHEN NOT (
  (OLD.status = 'created' AND NEW.status IN ('created', 'processing', 'failed'))
  OR (OLD.status = 'processing' AND NEW.status IN ('processing', 'completed', 'failed'))
  OR (OLD.status = NEW.status)
)
BEGIN
  SELECT RAISE(ABORT, 'ledger:transfer_backwards');
END;
