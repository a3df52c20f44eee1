-- Recipients list search (docs/decisions/0080-bank-transfer-sandbox.md): the list's indexes carry the
-- searched columns (name_key, email), so a search that matches little walks an index without reading rows.
CREATE INDEX recipients_business_feed ON recipients (business_id, created_at, id, name_key, email);
DROP INDEX recipients_business;
CREATE INDEX recipients_business_name_email ON recipients (business_id, name_key, id, email);
DROP INDEX recipients_business_name_id;
