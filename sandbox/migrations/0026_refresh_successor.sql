-- The refresh grace returns the same successor (issue 34 L3, docs/decisions/0245-low-findings-and-headers.md):
-- a session's successors are an HMAC of the used token under this per-session secret, so a replay within
-- the 30-second grace joins the one chain instead of forking a new one. NULL: a session from before.
ALTER TABLE sessions ADD COLUMN refresh_secret TEXT;
