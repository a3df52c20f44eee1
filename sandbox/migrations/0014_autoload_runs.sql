-- Autoload runs, exactly once (docs/decisions/0125-autoload-runs.md): one row per (autoload, run
-- date), one item per (autoload, run date, card). A run reserves its whole total from the funding
-- account in the batch that creates it (or fails, loading nobody), then loads each pending item
-- through the card ledger; an item leaves 'pending' in the same batch as its load, so a doubled
-- trigger, a clock jump or a retry after a crash never loads a card twice for the same run.
CREATE TABLE autoload_runs (
  autoload_id TEXT NOT NULL REFERENCES autoloads (id),
  -- the New York calendar day the run belongs to (it runs at 3 A.M. Eastern on that day)
  run_date TEXT NOT NULL,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('running', 'completed', 'failed')),
  -- why a run loaded nobody: insufficient_funds, no_funding_account
  failure_reason TEXT,
  -- members at the start of the run, and the money reserved for the loadable ones
  member_count INTEGER NOT NULL DEFAULT 0,
  reserved_cents INTEGER NOT NULL DEFAULT 0,
  loaded_count INTEGER NOT NULL DEFAULT 0,
  loaded_cents INTEGER NOT NULL DEFAULT 0,
  started_at TEXT NOT NULL,
  finished_at TEXT,
  PRIMARY KEY (autoload_id, run_date)
);
CREATE INDEX autoload_runs_unfinished ON autoload_runs (status, run_date) WHERE status = 'running';

CREATE TABLE autoload_run_items (
  autoload_id TEXT NOT NULL,
  run_date TEXT NOT NULL,
  card_id TEXT NOT NULL REFERENCES cards (id),
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('pending', 'loaded', 'skipped', 'failed')),
  -- why a card was not loaded: card_closed
  reason TEXT,
  load_id TEXT,
  updated_at TEXT NOT NULL,
  PRIMARY KEY (autoload_id, run_date, card_id),
  FOREIGN KEY (autoload_id, run_date) REFERENCES autoload_runs (autoload_id, run_date)
);
CREATE INDEX autoload_run_items_status ON autoload_run_items (autoload_id, run_date, status, card_id);

-- The backstop in the ledger itself: a card gets at most one load per (autoload, run date).
ALTER TABLE loads ADD COLUMN autoload_run_date TEXT;
CREATE UNIQUE INDEX loads_autoload_run ON loads (autoload_id, autoload_run_date, card_id) WHERE autoload_run_date IS NOT NULL;
