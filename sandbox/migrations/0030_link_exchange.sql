-- Every e-mailed link is exchanged on its first request (review L8 and L9, docs/decisions/0246-links-exchanged-on-first-use.md),
-- as password-reset links are (0020, ADR 0154): `link` rows are the e-mailed tokens, spent by the exchange
-- (`exchanged_at`); `form` rows are the tokens the app keeps in an HttpOnly cookie afterwards, for the same
-- business and subject, and are the only ones the later calls accept. Revoking a subject's links (a newer
-- link, a removed member) revokes its form tokens too, since they share the subject columns.
ALTER TABLE link_tokens ADD COLUMN stage TEXT NOT NULL DEFAULT 'link' CHECK (stage IN ('link', 'form'));
ALTER TABLE link_tokens ADD COLUMN exchanged_at TEXT;
ALTER TABLE member_invitations ADD COLUMN stage TEXT NOT NULL DEFAULT 'link' CHECK (stage IN ('link', 'form'));
ALTER TABLE member_invitations ADD COLUMN exchanged_at TEXT;
