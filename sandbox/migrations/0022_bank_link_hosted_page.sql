-- The bank-linking service's hosted page (docs/decisions/0159-hosted-bank-linking-page.md): a link token
-- remembers where the page sends the person back to and in which language it speaks, and the account
-- the person picked there (the only one plaidBankAccount then accepts for it).
ALTER TABLE bank_link_tokens ADD COLUMN redirect_uri TEXT;
ALTER TABLE bank_link_tokens ADD COLUMN language TEXT CHECK (language IN ('en', 'es', 'pl'));
ALTER TABLE bank_link_tokens ADD COLUMN chosen_account_id TEXT;
