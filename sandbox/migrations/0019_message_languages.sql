-- Messages in the reader's language (docs/decisions/0151-messages-in-the-readers-language.md): every
-- mailbox row records the language it is written in (so the mailbox shows it with its lang and
-- direction; rows from before read English), a card keeps the language its business chose for the
-- holder's e-mails, and an onboarding application the language its applicant started in.
ALTER TABLE mailbox ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));
ALTER TABLE cards ADD COLUMN holder_language TEXT
  CHECK (holder_language IN ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));
ALTER TABLE onboarding_applications ADD COLUMN applicant_language TEXT
  CHECK (applicant_language IN ('en', 'es', 'fr', 'pl', 'ru', 'zh', 'uk', 'sw', 'da', 'pa', 'far', 'ar'));
