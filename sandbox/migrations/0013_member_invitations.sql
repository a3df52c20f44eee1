-- Member invitations (docs/decisions/0120-members-and-invitations.md): adding a member by e-mail mails a
-- single-use link to /register/member; the token is stored as a SHA-256 hash, valid 7 days, only the
-- newest one of a user and business works, and removing the member revokes it.
CREATE TABLE member_invitations (
  token_hash TEXT PRIMARY KEY,
  user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  invited_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT,
  revoked_at TEXT
);
CREATE INDEX member_invitations_user ON member_invitations (user_id, business_id, created_at);

-- The members list: a keyset page per business, oldest member first.
CREATE INDEX memberships_business_page ON memberships (business_id, created_at, user_id);
