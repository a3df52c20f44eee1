-- Business onboarding end to end (docs/decisions/0145 to 0149): what the application still lacked
-- (a description, the review the clock runs, who to write to), owners' invitations, and documents that
-- upload to R2 through short-lived links (the link's token is stored hashed; nothing half-uploaded counts).

ALTER TABLE onboarding_applications ADD COLUMN description TEXT;
-- NULL until submitted; then in_review, and the clock moves it on (domain/onboarding.ts EIN_TEST_VALUES).
ALTER TABLE onboarding_applications ADD COLUMN review_state TEXT
  CHECK (review_state IN ('in_review', 'manual_review', 'needs_documents', 'approved'));
ALTER TABLE onboarding_applications ADD COLUMN decision_due_at TEXT;
ALTER TABLE onboarding_applications ADD COLUMN documents_requested_at TEXT;
-- Where the status e-mails go (the applicant of /onboarding/user, or the seeded director).
ALTER TABLE onboarding_applications ADD COLUMN applicant_email TEXT;
CREATE INDEX onboarding_applications_due ON onboarding_applications (review_state, decision_due_at);

ALTER TABLE onboarding_persons ADD COLUMN invited_at TEXT;

-- An upload session: open until its file arrived and endUploadSession closed it. Only closed rows count.
ALTER TABLE document_uploads ADD COLUMN purpose TEXT NOT NULL DEFAULT 'document'
  CHECK (purpose IN ('document', 'bulk_import'));
ALTER TABLE document_uploads ADD COLUMN file_name TEXT;
ALTER TABLE document_uploads ADD COLUMN content_type TEXT;
-- the size announced when the link was made; the upload must match it
ALTER TABLE document_uploads ADD COLUMN size_bytes INTEGER;
ALTER TABLE document_uploads ADD COLUMN object_key TEXT;
ALTER TABLE document_uploads ADD COLUMN upload_token_hash TEXT;
ALTER TABLE document_uploads ADD COLUMN uploaded_at TEXT;
CREATE INDEX document_uploads_business ON document_uploads (business_id, status, created_at, id);
