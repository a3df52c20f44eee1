-- Uploads "once" atomically (issue 34 L7, docs/decisions/0245-low-findings-and-headers.md): a PUT claims its
-- upload row before writing to R2, so two concurrent PUTs with one token cannot both write.
ALTER TABLE document_uploads ADD COLUMN claimed_at TEXT;
