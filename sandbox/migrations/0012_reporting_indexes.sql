-- Reports and funding transfers (docs/decisions/0116-reports.md): the reporting calls sum a period's
-- transactions, loads and transfers per business. These covering indexes let each sum read only the
-- period's index entries (SEARCH ... USING COVERING INDEX, one range per business), fast on the
-- 10,000-card business.
CREATE INDEX transactions_business_report ON transactions (business_id, created_at, status, approved_cents, card_id, merchant_category);
CREATE INDEX loads_business_report ON loads (business_id, created_at, source, amount_cents, card_id);
CREATE INDEX transfers_business_report ON transfers (business_id, created_at, status, amount_cents, recipient_id);
-- The funding history filtered by type keeps its newest-first walk.
CREATE INDEX funding_deposits_business_type ON funding_deposits (business_id, deposit_type, created_at, id);
