-- Adding people needs their consent (issue 34 item 4, docs/decisions/0243-members-accept-invitations.md):
-- a membership made by addMember is pending until its invitation is accepted, and grants nothing before;
-- the business sees only the names it typed until then. Existing rows (seed, onboarding) are accepted.
ALTER TABLE memberships ADD COLUMN pending INTEGER NOT NULL DEFAULT 0;
ALTER TABLE memberships ADD COLUMN typed_first_name TEXT;
ALTER TABLE memberships ADD COLUMN typed_last_name TEXT;
