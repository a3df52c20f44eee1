-- The webhook console ends with the access that opened it (issue 34 L12, docs/decisions/0245-low-findings-and-headers.md):
-- its link and session remember the provider session that asked for the link.
ALTER TABLE webhook_console_tokens ADD COLUMN session_id TEXT;
