-- Reports at the 10,000-card business (issue 17, docs/decisions/0149-reporting-rollups.md): the card
-- reports summed every transaction and load of a period, three passes over 36,000 index entries for
-- Metro's month (1.6 times Harbor's time, 2.85 over 400 days). These rollups hold the same sums per
-- business and UTC hour (loads, spending, counts) and per business, UTC day and merchant category
-- (spending), kept by triggers on every insert, change and delete, so a report reads at most 24 rows a
-- day whatever the business's size. Local days fold from hours (New York's offsets are whole hours);
-- categories add the raw rows of the period's partial UTC days at both ends.
CREATE TABLE report_hours (
  business_id TEXT NOT NULL,
  -- substr(created_at, 1, 13): 'YYYY-MM-DDTHH', UTC
  hour TEXT NOT NULL,
  -- positive loads except card-to-card moves (money put on cards from outside them)
  loaded_cents INTEGER NOT NULL DEFAULT 0,
  -- approved amounts of pending and cleared purchases, and how many
  spent_cents INTEGER NOT NULL DEFAULT 0,
  spent_count INTEGER NOT NULL DEFAULT 0,
  declined_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, hour)
) WITHOUT ROWID;

CREATE TABLE report_category_days (
  business_id TEXT NOT NULL,
  -- substr(created_at, 1, 10): 'YYYY-MM-DD', UTC
  day TEXT NOT NULL,
  merchant_category TEXT NOT NULL,
  spent_cents INTEGER NOT NULL DEFAULT 0,
  spent_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, merchant_category)
) WITHOUT ROWID;

-- What each row adds: `sign` 1 for a new row, -1 for the row a change or delete takes away.
CREATE TRIGGER transactions_report_insert AFTER INSERT ON transactions BEGIN
  INSERT INTO report_hours (business_id, hour, spent_cents, spent_count, declined_count)
  VALUES (NEW.business_id, substr(NEW.created_at, 1, 13),
    CASE WHEN NEW.status IN ('pending', 'cleared') THEN NEW.approved_cents ELSE 0 END,
    NEW.status IN ('pending', 'cleared'), NEW.status = 'declined')
  ON CONFLICT (business_id, hour) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count, declined_count = declined_count + excluded.declined_count;
  INSERT INTO report_category_days (business_id, day, merchant_category, spent_cents, spent_count)
  SELECT NEW.business_id, substr(NEW.created_at, 1, 10), NEW.merchant_category, NEW.approved_cents, 1
  WHERE NEW.status IN ('pending', 'cleared')
  ON CONFLICT (business_id, day, merchant_category) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count;
END;

CREATE TRIGGER transactions_report_delete AFTER DELETE ON transactions BEGIN
  UPDATE report_hours SET
    spent_cents = spent_cents - CASE WHEN OLD.status IN ('pending', 'cleared') THEN OLD.approved_cents ELSE 0 END,
    spent_count = spent_count - (OLD.status IN ('pending', 'cleared')),
    declined_count = declined_count - (OLD.status = 'declined')
  WHERE business_id = OLD.business_id AND hour = substr(OLD.created_at, 1, 13);
  UPDATE report_category_days SET spent_cents = spent_cents - OLD.approved_cents, spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id
    AND day = substr(OLD.created_at, 1, 10) AND merchant_category = OLD.merchant_category;
END;

-- A change is the old row taken away and the new one added (a purchase clearing changes nothing here;
-- a refund or a decline of a pending purchase takes its amount out of the spending).
CREATE TRIGGER transactions_report_update
AFTER UPDATE OF business_id, status, approved_cents, merchant_category, created_at ON transactions BEGIN
  UPDATE report_hours SET
    spent_cents = spent_cents - CASE WHEN OLD.status IN ('pending', 'cleared') THEN OLD.approved_cents ELSE 0 END,
    spent_count = spent_count - (OLD.status IN ('pending', 'cleared')),
    declined_count = declined_count - (OLD.status = 'declined')
  WHERE business_id = OLD.business_id AND hour = substr(OLD.created_at, 1, 13);
  UPDATE report_category_days SET spent_cents = spent_cents - OLD.approved_cents, spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id
    AND day = substr(OLD.created_at, 1, 10) AND merchant_category = OLD.merchant_category;
  INSERT INTO report_hours (business_id, hour, spent_cents, spent_count, declined_count)
  VALUES (NEW.business_id, substr(NEW.created_at, 1, 13),
    CASE WHEN NEW.status IN ('pending', 'cleared') THEN NEW.approved_cents ELSE 0 END,
    NEW.status IN ('pending', 'cleared'), NEW.status = 'declined')
  ON CONFLICT (business_id, hour) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count, declined_count = declined_count + excluded.declined_count;
  INSERT INTO report_category_days (business_id, day, merchant_category, spent_cents, spent_count)
  SELECT NEW.business_id, substr(NEW.created_at, 1, 10), NEW.merchant_category, NEW.approved_cents, 1
  WHERE NEW.status IN ('pending', 'cleared')
  ON CONFLICT (business_id, day, merchant_category) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count;
END;

CREATE TRIGGER loads_report_insert AFTER INSERT ON loads
WHEN NEW.amount_cents > 0 AND NEW.source <> 'card_transfer' BEGIN
  INSERT INTO report_hours (business_id, hour, loaded_cents) VALUES (NEW.business_id, substr(NEW.created_at, 1, 13), NEW.amount_cents)
  ON CONFLICT (business_id, hour) DO UPDATE SET loaded_cents = loaded_cents + excluded.loaded_cents;
END;

CREATE TRIGGER loads_report_delete AFTER DELETE ON loads
WHEN OLD.amount_cents > 0 AND OLD.source <> 'card_transfer' BEGIN
  UPDATE report_hours SET loaded_cents = loaded_cents - OLD.amount_cents
  WHERE business_id = OLD.business_id AND hour = substr(OLD.created_at, 1, 13);
END;

CREATE TRIGGER loads_report_update AFTER UPDATE OF business_id, amount_cents, source, created_at ON loads BEGIN
  UPDATE report_hours SET loaded_cents = loaded_cents - OLD.amount_cents
  WHERE OLD.amount_cents > 0 AND OLD.source <> 'card_transfer' AND business_id = OLD.business_id
    AND hour = substr(OLD.created_at, 1, 13);
  INSERT INTO report_hours (business_id, hour, loaded_cents)
  SELECT NEW.business_id, substr(NEW.created_at, 1, 13), NEW.amount_cents
  WHERE NEW.amount_cents > 0 AND NEW.source <> 'card_transfer'
  ON CONFLICT (business_id, hour) DO UPDATE SET loaded_cents = loaded_cents + excluded.loaded_cents;
END;

-- The rows that exist already.
INSERT INTO report_hours (business_id, hour, loaded_cents, spent_cents, spent_count, declined_count)
SELECT business_id, hour, SUM(loaded), SUM(spent), SUM(spent_n), SUM(declined_n) FROM (
  SELECT business_id, substr(created_at, 1, 13) AS hour, 0 AS loaded,
    CASE WHEN status IN ('pending', 'cleared') THEN approved_cents ELSE 0 END AS spent,
    status IN ('pending', 'cleared') AS spent_n, status = 'declined' AS declined_n
  FROM transactions
  UNION ALL
  SELECT business_id, substr(created_at, 1, 13), amount_cents, 0, 0, 0 FROM loads WHERE amount_cents > 0 AND source <> 'card_transfer'
) GROUP BY business_id, hour;

INSERT INTO report_category_days (business_id, day, merchant_category, spent_cents, spent_count)
SELECT business_id, substr(created_at, 1, 10), merchant_category, SUM(approved_cents), COUNT(*)
FROM transactions WHERE status IN ('pending', 'cleared') GROUP BY business_id, substr(created_at, 1, 10), merchant_category;
