-- Password reset links are exchanged for a short-lived form token on first use (issue 12, docs/decisions/0154):
-- `link` rows are the e-mailed tokens, `form` rows the tokens the app keeps in its cookie while the user
-- types the new password. Only a `link` can be exchanged, only a `form` token sets a password.
ALTER TABLE password_reset_tokens ADD COLUMN stage TEXT NOT NULL DEFAULT 'link' CHECK (stage IN ('link', 'form'));
