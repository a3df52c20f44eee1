-- The app's own storage (docs/decisions/0170-bulk-imports.md): bulk imports and their rows. The provider
-- holds the cards, recipients and money; this database holds only what an import needs to be previewed,
-- applied once, followed and reported.

CREATE TABLE imports (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL,
  kind TEXT NOT NULL,
  -- preview -> queued -> running -> done | refused; paused when the job lost the confirming person's authority.
  status TEXT NOT NULL,
  file_name TEXT NOT NULL,
  row_count INTEGER NOT NULL,
  error_count INTEGER NOT NULL,
  -- Money the import moves, in cents (loads and payments); 0 otherwise.
  total_cents INTEGER NOT NULL DEFAULT 0,
  -- What the batch takes from each funding account, by business id (JSON: rows and cents), for money imports.
  funding TEXT,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  confirmed_by TEXT,
  confirmed_by_name TEXT,
  confirmed_at TEXT,
  finished_at TEXT,
  applied_count INTEGER NOT NULL DEFAULT 0,
  refused_count INTEGER NOT NULL DEFAULT 0,
  -- Why nothing was applied (e.g. insufficientFunds), for a refused import.
  refusal TEXT,
  -- How many times the job was started (a resumed import starts a new run; row keys stay the same).
  runs INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX imports_by_business ON imports (business_id, created_at DESC);

CREATE TABLE import_rows (
  import_id TEXT NOT NULL REFERENCES imports (id) ON DELETE CASCADE,
  -- The row's number as the spreadsheet shows it (the header is row 1).
  row_number INTEGER NOT NULL,
  -- The row's cells by column, as typed (JSON object).
  cells TEXT NOT NULL,
  -- Validation messages by column (JSON object), or NULL for a valid row.
  errors TEXT,
  -- NULL until the job decides: applied, refused (by the provider) or notApplied (the batch stopped first).
  outcome TEXT,
  provider_id TEXT,
  message TEXT,
  PRIMARY KEY (import_id, row_number)
);
CREATE INDEX import_rows_pending ON import_rows (import_id, outcome, row_number);
