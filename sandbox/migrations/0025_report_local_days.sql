-- Reports flat at any size (issue 40 item 2, docs/decisions/0229-report-local-day-rollups.md): the last
-- figures a report still read from the transactions were the cards used in the period (a distinct count,
-- which partial sums cannot give) and the spending by category at the period's two partial UTC days. These
-- rollups are kept per New York day (the zone every report is read in; its offsets change on the second
-- Sunday of March at 07:00 UTC and the first Sunday of November at 06:00 UTC, written out below), by
-- triggers on every insert, change and delete of a transaction (and of a load or a card where they count):
--   report_card_days            a row per business, local day and card that spent that day (and how many purchases)
--   report_month_cards          per business and local month, how many cards spent in it (exact: a card counts once)
--   report_card_last            per card, the last local day it spent
--   report_last_days            per business and local day, how many cards spent last on that day
--   report_category_local_days  spending per business, local day and merchant category
--   report_card_creations       cards created per business and local day (the cards a business had by a day)
--   report_local_days           per business and local day: loaded cents (and loads, as report_hours), spent cents
--                               and count, declined count: a report reads a row a day, not 24 (ADR 0149's hours)
-- A period through the business's last spending day counts its cards from report_last_days (a card spent
-- in [from, to] exactly when its last spending day is on or after `from`), a whole month reads its one
-- report_month_cards row, and any other period counts the distinct cards of report_card_days.
CREATE TABLE report_card_days (
  business_id TEXT NOT NULL,
  -- the New York calendar date, 'YYYY-MM-DD'
  day TEXT NOT NULL,
  card_id TEXT NOT NULL,
  -- pending and cleared purchases of the card that day (the row is deleted when none is left)
  spent_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, card_id)
) WITHOUT ROWID;
CREATE INDEX report_card_days_card ON report_card_days (business_id, card_id, day);

CREATE TABLE report_month_cards (
  business_id TEXT NOT NULL,
  -- 'YYYY-MM' in New York
  month TEXT NOT NULL,
  cards INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, month)
) WITHOUT ROWID;

CREATE TABLE report_card_last (
  business_id TEXT NOT NULL,
  card_id TEXT NOT NULL,
  day TEXT NOT NULL,
  PRIMARY KEY (business_id, card_id)
) WITHOUT ROWID;

CREATE TABLE report_last_days (
  business_id TEXT NOT NULL,
  day TEXT NOT NULL,
  cards INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day)
) WITHOUT ROWID;

CREATE TABLE report_category_local_days (
  business_id TEXT NOT NULL,
  day TEXT NOT NULL,
  merchant_category TEXT NOT NULL,
  spent_cents INTEGER NOT NULL DEFAULT 0,
  spent_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day, merchant_category)
) WITHOUT ROWID;

CREATE TABLE report_local_days (
  business_id TEXT NOT NULL,
  day TEXT NOT NULL,
  loaded_cents INTEGER NOT NULL DEFAULT 0,
  spent_cents INTEGER NOT NULL DEFAULT 0,
  spent_count INTEGER NOT NULL DEFAULT 0,
  declined_count INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day)
) WITHOUT ROWID;

CREATE TRIGGER transactions_local_days_insert AFTER INSERT ON transactions BEGIN
  INSERT OR IGNORE INTO report_card_days (business_id, day, card_id, spent_count)
  SELECT NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.card_id, 0 WHERE NEW.status IN ('pending', 'cleared');
  UPDATE report_card_days SET spent_count = spent_count + 1
  WHERE NEW.status IN ('pending', 'cleared') AND business_id = NEW.business_id AND card_id = NEW.card_id
    AND day = date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  INSERT INTO report_local_days (business_id, day, spent_cents, spent_count, declined_count)
  VALUES (NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), CASE WHEN NEW.status IN ('pending', 'cleared') THEN NEW.approved_cents ELSE 0 END, NEW.status IN ('pending', 'cleared'), NEW.status = 'declined')
  ON CONFLICT (business_id, day) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count, declined_count = declined_count + excluded.declined_count;
  INSERT INTO report_category_local_days (business_id, day, merchant_category, spent_cents, spent_count)
  SELECT NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.merchant_category, NEW.approved_cents, 1
  WHERE NEW.status IN ('pending', 'cleared')
  ON CONFLICT (business_id, day, merchant_category) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count;
END;

CREATE TRIGGER transactions_local_days_delete AFTER DELETE ON transactions BEGIN
  UPDATE report_card_days SET spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id AND card_id = OLD.card_id
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  DELETE FROM report_card_days
  WHERE spent_count <= 0 AND business_id = OLD.business_id AND card_id = OLD.card_id
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  UPDATE report_local_days SET
    spent_cents = spent_cents - CASE WHEN OLD.status IN ('pending', 'cleared') THEN OLD.approved_cents ELSE 0 END,
    spent_count = spent_count - (OLD.status IN ('pending', 'cleared')), declined_count = declined_count - (OLD.status = 'declined')
  WHERE business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  UPDATE report_category_local_days SET spent_cents = spent_cents - OLD.approved_cents, spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id AND merchant_category = OLD.merchant_category
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
END;

-- A change is the old row taken away and the new one added.
CREATE TRIGGER transactions_local_days_update
AFTER UPDATE OF business_id, card_id, status, approved_cents, merchant_category, created_at ON transactions BEGIN
  UPDATE report_card_days SET spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id AND card_id = OLD.card_id
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  DELETE FROM report_card_days
  WHERE spent_count <= 0 AND business_id = OLD.business_id AND card_id = OLD.card_id
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  UPDATE report_local_days SET
    spent_cents = spent_cents - CASE WHEN OLD.status IN ('pending', 'cleared') THEN OLD.approved_cents ELSE 0 END,
    spent_count = spent_count - (OLD.status IN ('pending', 'cleared')), declined_count = declined_count - (OLD.status = 'declined')
  WHERE business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  UPDATE report_category_local_days SET spent_cents = spent_cents - OLD.approved_cents, spent_count = spent_count - 1
  WHERE OLD.status IN ('pending', 'cleared') AND business_id = OLD.business_id AND merchant_category = OLD.merchant_category
    AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  INSERT OR IGNORE INTO report_card_days (business_id, day, card_id, spent_count)
  SELECT NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.card_id, 0 WHERE NEW.status IN ('pending', 'cleared');
  UPDATE report_card_days SET spent_count = spent_count + 1
  WHERE NEW.status IN ('pending', 'cleared') AND business_id = NEW.business_id AND card_id = NEW.card_id
    AND day = date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  INSERT INTO report_local_days (business_id, day, spent_cents, spent_count, declined_count)
  VALUES (NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), CASE WHEN NEW.status IN ('pending', 'cleared') THEN NEW.approved_cents ELSE 0 END, NEW.status IN ('pending', 'cleared'), NEW.status = 'declined')
  ON CONFLICT (business_id, day) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count, declined_count = declined_count + excluded.declined_count;
  INSERT INTO report_category_local_days (business_id, day, merchant_category, spent_cents, spent_count)
  SELECT NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.merchant_category, NEW.approved_cents, 1
  WHERE NEW.status IN ('pending', 'cleared')
  ON CONFLICT (business_id, day, merchant_category) DO UPDATE SET spent_cents = spent_cents + excluded.spent_cents,
    spent_count = spent_count + excluded.spent_count;
END;

-- A card's first purchase of a day: the month counts the card if it had no other day in the month, and the
-- day becomes the card's last spending day if it is later than the one it had.
CREATE TRIGGER report_card_days_insert AFTER INSERT ON report_card_days BEGIN
  INSERT INTO report_month_cards (business_id, month, cards)
  SELECT NEW.business_id, substr(NEW.day, 1, 7), 1
  WHERE NOT EXISTS (
    SELECT 1 FROM report_card_days WHERE business_id = NEW.business_id AND card_id = NEW.card_id
      AND day >= substr(NEW.day, 1, 7) || '-01' AND day <= substr(NEW.day, 1, 7) || '-31' AND day <> NEW.day)
  ON CONFLICT (business_id, month) DO UPDATE SET cards = cards + 1;
  UPDATE report_last_days SET cards = cards - 1
  WHERE business_id = NEW.business_id
    AND day = (SELECT day FROM report_card_last WHERE business_id = NEW.business_id AND card_id = NEW.card_id AND day < NEW.day);
  DELETE FROM report_last_days WHERE business_id = NEW.business_id AND cards <= 0
    AND day = (SELECT day FROM report_card_last WHERE business_id = NEW.business_id AND card_id = NEW.card_id AND day < NEW.day);
  INSERT INTO report_last_days (business_id, day, cards)
  SELECT NEW.business_id, NEW.day, 1
  WHERE NOT EXISTS (SELECT 1 FROM report_card_last WHERE business_id = NEW.business_id AND card_id = NEW.card_id AND day >= NEW.day)
  ON CONFLICT (business_id, day) DO UPDATE SET cards = cards + 1;
  INSERT INTO report_card_last (business_id, card_id, day) VALUES (NEW.business_id, NEW.card_id, NEW.day)
  ON CONFLICT (business_id, card_id) DO UPDATE SET day = excluded.day WHERE excluded.day > report_card_last.day;
END;

-- A card's last purchase of a day taken away: the month forgets the card if no other day of it is left, and
-- if it was the card's last spending day, the card's last day becomes the latest one left (or none).
CREATE TRIGGER report_card_days_delete AFTER DELETE ON report_card_days BEGIN
  UPDATE report_month_cards SET cards = cards - 1
  WHERE business_id = OLD.business_id AND month = substr(OLD.day, 1, 7)
    AND NOT EXISTS (
      SELECT 1 FROM report_card_days WHERE business_id = OLD.business_id AND card_id = OLD.card_id
        AND day >= substr(OLD.day, 1, 7) || '-01' AND day <= substr(OLD.day, 1, 7) || '-31');
  UPDATE report_last_days SET cards = cards - 1
  WHERE business_id = OLD.business_id AND day = OLD.day
    AND EXISTS (SELECT 1 FROM report_card_last WHERE business_id = OLD.business_id AND card_id = OLD.card_id AND day = OLD.day);
  DELETE FROM report_last_days WHERE business_id = OLD.business_id AND day = OLD.day AND cards <= 0;
  INSERT INTO report_last_days (business_id, day, cards)
  SELECT OLD.business_id, latest, 1 FROM (
    SELECT MAX(day) AS latest FROM report_card_days WHERE business_id = OLD.business_id AND card_id = OLD.card_id)
  WHERE latest IS NOT NULL
    AND EXISTS (SELECT 1 FROM report_card_last WHERE business_id = OLD.business_id AND card_id = OLD.card_id AND day = OLD.day)
  ON CONFLICT (business_id, day) DO UPDATE SET cards = cards + 1;
  UPDATE report_card_last
  SET day = COALESCE((SELECT MAX(day) FROM report_card_days WHERE business_id = OLD.business_id AND card_id = OLD.card_id), '')
  WHERE business_id = OLD.business_id AND card_id = OLD.card_id AND day = OLD.day;
  DELETE FROM report_card_last WHERE business_id = OLD.business_id AND card_id = OLD.card_id AND day = '';
END;

-- Money put on cards from outside them, per business and local day (as report_hours has it per UTC hour).
CREATE TRIGGER loads_local_days_insert AFTER INSERT ON loads WHEN NEW.amount_cents > 0 AND NEW.source <> 'card_transfer' BEGIN
  INSERT INTO report_local_days (business_id, day, loaded_cents) VALUES (NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.amount_cents)
  ON CONFLICT (business_id, day) DO UPDATE SET loaded_cents = loaded_cents + excluded.loaded_cents;
END;

CREATE TRIGGER loads_local_days_delete AFTER DELETE ON loads WHEN OLD.amount_cents > 0 AND OLD.source <> 'card_transfer' BEGIN
  UPDATE report_local_days SET loaded_cents = loaded_cents - OLD.amount_cents
  WHERE business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
END;

CREATE TRIGGER loads_local_days_update AFTER UPDATE OF business_id, amount_cents, source, created_at ON loads BEGIN
  UPDATE report_local_days SET loaded_cents = loaded_cents - OLD.amount_cents
  WHERE OLD.amount_cents > 0 AND OLD.source <> 'card_transfer' AND business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  INSERT INTO report_local_days (business_id, day, loaded_cents)
  SELECT NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), NEW.amount_cents WHERE NEW.amount_cents > 0 AND NEW.source <> 'card_transfer'
  ON CONFLICT (business_id, day) DO UPDATE SET loaded_cents = loaded_cents + excluded.loaded_cents;
END;

-- The cards a business had by the end of a day (the report's "cards" figure): cards created per business and
-- New York day, kept as cards are added, moved or deleted.
CREATE TABLE report_card_creations (
  business_id TEXT NOT NULL,
  day TEXT NOT NULL,
  cards INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (business_id, day)
) WITHOUT ROWID;

CREATE TRIGGER cards_report_insert AFTER INSERT ON cards BEGIN
  INSERT INTO report_card_creations (business_id, day, cards) VALUES (NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), 1)
  ON CONFLICT (business_id, day) DO UPDATE SET cards = cards + 1;
END;

CREATE TRIGGER cards_report_delete AFTER DELETE ON cards BEGIN
  UPDATE report_card_creations SET cards = cards - 1
  WHERE business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
END;

CREATE TRIGGER cards_report_update AFTER UPDATE OF business_id, created_at ON cards BEGIN
  UPDATE report_card_creations SET cards = cards - 1
  WHERE business_id = OLD.business_id AND day = date(OLD.created_at, CASE WHEN OLD.created_at >= date(substr(OLD.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND OLD.created_at < date(substr(OLD.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END);
  INSERT INTO report_card_creations (business_id, day, cards) VALUES (NEW.business_id, date(NEW.created_at, CASE WHEN NEW.created_at >= date(substr(NEW.created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND NEW.created_at < date(substr(NEW.created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), 1)
  ON CONFLICT (business_id, day) DO UPDATE SET cards = cards + 1;
END;

-- The rows that exist already (the card-day rows' own triggers fill the month, last-day tables).
INSERT INTO report_card_days (business_id, day, card_id, spent_count)
SELECT business_id, day, card_id, COUNT(*) FROM (
  SELECT business_id, card_id, date(created_at, CASE WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END) AS day FROM transactions WHERE status IN ('pending', 'cleared')
) GROUP BY business_id, day, card_id;

INSERT INTO report_category_local_days (business_id, day, merchant_category, spent_cents, spent_count)
SELECT business_id, day, merchant_category, SUM(approved_cents), COUNT(*) FROM (
  SELECT business_id, merchant_category, approved_cents, date(created_at, CASE WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END) AS day FROM transactions WHERE status IN ('pending', 'cleared')
) GROUP BY business_id, day, merchant_category;

INSERT INTO report_card_creations (business_id, day, cards)
SELECT business_id, day, COUNT(*) FROM (SELECT business_id, date(created_at, CASE WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END) AS day FROM cards) GROUP BY business_id, day;

INSERT INTO report_local_days (business_id, day, loaded_cents, spent_cents, spent_count, declined_count)
SELECT business_id, day, SUM(loaded), SUM(spent), SUM(spent_n), SUM(declined_n) FROM (
  SELECT business_id, date(created_at, CASE WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END) AS day, 0 AS loaded,
    CASE WHEN status IN ('pending', 'cleared') THEN approved_cents ELSE 0 END AS spent,
    status IN ('pending', 'cleared') AS spent_n, status = 'declined' AS declined_n
  FROM transactions
  UNION ALL
  SELECT business_id, date(created_at, CASE WHEN created_at >= date(substr(created_at, 1, 4) || '-03-01', 'weekday 0', '+7 days') || 'T07' AND created_at < date(substr(created_at, 1, 4) || '-11-01', 'weekday 0') || 'T06' THEN '-4 hours' ELSE '-5 hours' END), amount_cents, 0, 0, 0 FROM loads WHERE amount_cents > 0 AND source <> 'card_transfer'
) GROUP BY business_id, day;
