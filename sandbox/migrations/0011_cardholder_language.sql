-- Cardholder portal (docs/decisions/0110-cardholder-portal.md): the language a cardholder uses the
-- portal in, so the sandbox writes their notification e-mails in it. Accounts made before it read English.
ALTER TABLE cardholders ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));
