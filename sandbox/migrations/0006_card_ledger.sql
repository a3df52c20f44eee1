-- Cards end to end (docs/decisions/0030 to 0034): ledger guards, client tokens for the card-details
-- frame, time-driven clearing of purchases and shipping of orders, per-card shipping addresses
-- and the indexes of the card list's sorts.

-- Money is never created or lost by a batch that breaks an invariant: these triggers abort the
-- whole batch (D1 batches are transactions), whatever the handler checked before.
CREATE TRIGGER funding_accounts_no_overdraft
BEFORE UPDATE OF balance_cents ON funding_accounts
WHEN NEW.balance_cents < 0 AND NEW.balance_cents < OLD.balance_cents
BEGIN
  SELECT RAISE(ABORT, 'ledger:funding_insufficient');
END;

CREATE TRIGGER cards_no_overdraft
BEFORE UPDATE OF balance_cents ON cards
WHEN NEW.balance_cents < 0 AND NEW.balance_cents < OLD.balance_cents
BEGIN
  SELECT RAISE(ABORT, 'ledger:card_insufficient');
END;

-- A closed card never receives money (its balance was withdrawn before it was closed).
CREATE TRIGGER cards_closed_receive_nothing
BEFORE UPDATE OF balance_cents ON cards
WHEN OLD.status = 'closed' AND NEW.balance_cents > OLD.balance_cents
BEGIN
  SELECT RAISE(ABORT, 'ledger:card_closed');
END;

-- Optimistic concurrency for multi-statement changes: a batch starts with
-- `INSERT INTO batch_guards SELECT 'stale' WHERE NOT (<what the handler read>)`, which aborts
-- the batch when the state changed since it was read. The table stays empty.
CREATE TABLE batch_guards (reason TEXT NOT NULL);
CREATE TRIGGER batch_guards_abort
BEFORE INSERT ON batch_guards
BEGIN
  SELECT RAISE(ABORT, 'guard:stale');
END;

-- Single-use, five-minute tokens that open the card-details frame; only a SHA-256 hash is kept.
CREATE TABLE card_client_tokens (
  token_hash TEXT PRIMARY KEY,
  card_id TEXT NOT NULL REFERENCES cards (id),
  -- who asked for it: a business user or the linked cardholder
  requested_by_type TEXT NOT NULL CHECK (requested_by_type IN ('user', 'cardholder')),
  requested_by_id TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX card_client_tokens_expiry ON card_client_tokens (expires_at);

-- Pending purchases made through the sandbox post at clears_at. Seeded pending purchases have none:
-- they are fixtures of the demo and stay pending.
ALTER TABLE transactions ADD COLUMN clears_at TEXT;
CREATE INDEX transactions_clearing ON transactions (clears_at) WHERE status = 'pending' AND clears_at IS NOT NULL;

-- Orders placed through the sandbox move on (ordered, processing, shipped, delivered) at
-- next_step_at; seeded orders have none and keep their status.
ALTER TABLE card_orders ADD COLUMN next_step_at TEXT;
CREATE INDEX card_orders_due ON card_orders (next_step_at) WHERE next_step_at IS NOT NULL;

-- Each physical card of an order ships to its own holder's address.
ALTER TABLE card_order_items ADD COLUMN address_json TEXT;

-- Card list sorts: every sort key ends with the id, so keyset pages never need a sort step.
CREATE INDEX cards_business_last6_id ON cards (business_id, last6, id);
DROP INDEX cards_business_last6;

-- Transactions newest first per business, covering the searched columns (merchant name and the
-- card, for holder names): a search that matches little walks this index without reading rows.
CREATE INDEX transactions_business_feed ON transactions (business_id, created_at, id, merchant_name, card_id);
DROP INDEX transactions_business;
