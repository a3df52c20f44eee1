-- Cards and everything hanging off them. One business has 10,000 cards and 100,000 transactions:
-- the indexes below serve the list filters, searches and sorts.

CREATE TABLE cards (
  -- 10 characters, printed on the back of the card
  id TEXT PRIMARY KEY CHECK (length(id) = 10),
  business_id TEXT NOT NULL REFERENCES businesses (id),
  form_factor TEXT NOT NULL CHECK (form_factor IN ('physical', 'virtual')),
  status TEXT NOT NULL CHECK (status IN ('active', 'inactive', 'locked', 'frozen', 'closed')),
  last6 TEXT NOT NULL CHECK (length(last6) = 6),
  -- MM/YY
  expiration TEXT NOT NULL CHECK (length(expiration) = 5),
  balance_cents INTEGER NOT NULL DEFAULT 0,
  pin_set INTEGER NOT NULL DEFAULT 0 CHECK (pin_set IN (0, 1)),
  color TEXT NOT NULL DEFAULT '',
  holder_first_name TEXT NOT NULL,
  holder_last_name TEXT NOT NULL,
  -- "first last", lower case: the name search and sort key
  holder_name_key TEXT NOT NULL,
  holder_email TEXT NOT NULL,
  holder_phone TEXT,
  -- the cardholder account the card is linked to
  cardholder_id TEXT REFERENCES cardholders (id),
  -- the card this one replaced (reissue)
  replaces_card_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX cards_business_created ON cards (business_id, created_at, id);
CREATE INDEX cards_business_status ON cards (business_id, status, created_at, id);
CREATE INDEX cards_business_last6 ON cards (business_id, last6);
CREATE INDEX cards_business_holder ON cards (business_id, holder_name_key, id);
CREATE INDEX cards_business_balance ON cards (business_id, balance_cents, id);
CREATE INDEX cards_holder_email ON cards (holder_email);
CREATE INDEX cards_holder_phone ON cards (holder_phone) WHERE holder_phone IS NOT NULL;
CREATE INDEX cards_cardholder ON cards (cardholder_id) WHERE cardholder_id IS NOT NULL;

CREATE TABLE tags (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  name TEXT NOT NULL,
  color TEXT NOT NULL DEFAULT '',
  amount_cents INTEGER CHECK (amount_cents IS NULL OR amount_cents >= 0),
  created_at TEXT NOT NULL,
  UNIQUE (business_id, name)
);

CREATE TABLE card_tags (
  card_id TEXT NOT NULL REFERENCES cards (id),
  tag_id TEXT NOT NULL REFERENCES tags (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (card_id, tag_id)
);
CREATE INDEX card_tags_tag ON card_tags (tag_id, card_id);

CREATE TABLE card_orders (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  status TEXT NOT NULL CHECK (status IN ('ordered', 'processing', 'shipped', 'delivered', 'cancelled')),
  form_factor TEXT NOT NULL CHECK (form_factor IN ('physical', 'virtual')),
  -- NULL for virtual orders ("Virtual")
  shipping_method TEXT CHECK (shipping_method IN ('USPS_GROUND', 'USPS_PRIORITY', 'USPS_EXPRESS', 'UPS_GROUND', 'UPS_SECOND_DAY', 'UPS_NEXT_DAY')),
  tracking_number TEXT,
  address_json TEXT,
  created_by TEXT REFERENCES users (id),
  created_at TEXT NOT NULL,
  shipped_at TEXT,
  CHECK ((form_factor = 'virtual') = (shipping_method IS NULL))
);
CREATE INDEX card_orders_business ON card_orders (business_id, created_at, id);

CREATE TABLE card_order_items (
  order_id TEXT NOT NULL REFERENCES card_orders (id),
  card_id TEXT NOT NULL REFERENCES cards (id),
  PRIMARY KEY (order_id, card_id)
);
CREATE INDEX card_order_items_card ON card_order_items (card_id);

CREATE TABLE autoloads (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  name TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  frequency TEXT NOT NULL CHECK (frequency IN ('daily', 'weekly', 'monthly', 'last_of_month')),
  start_date TEXT NOT NULL,
  end_date TEXT,
  next_load_date TEXT,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled', 'completed')),
  created_by TEXT REFERENCES users (id),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX autoloads_business ON autoloads (business_id, created_at, id);
CREATE INDEX autoloads_due ON autoloads (next_load_date) WHERE status = 'active';

CREATE TABLE autoload_members (
  autoload_id TEXT NOT NULL REFERENCES autoloads (id),
  card_id TEXT NOT NULL REFERENCES cards (id),
  added_at TEXT NOT NULL,
  PRIMARY KEY (autoload_id, card_id)
);
CREATE INDEX autoload_members_card ON autoload_members (card_id);

CREATE TABLE loads (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  card_id TEXT NOT NULL REFERENCES cards (id),
  -- negative for withdrawals back to the funding account
  amount_cents INTEGER NOT NULL CHECK (amount_cents <> 0),
  source TEXT NOT NULL CHECK (source IN ('funding_account', 'autoload', 'card_transfer', 'bulk_import', 'withdrawal')),
  autoload_id TEXT REFERENCES autoloads (id),
  created_by TEXT REFERENCES users (id),
  custom_fields_json TEXT NOT NULL DEFAULT '{}',
  created_at TEXT NOT NULL
);
CREATE INDEX loads_card ON loads (card_id, created_at, id);
CREATE INDEX loads_business ON loads (business_id, created_at, id);

CREATE TABLE transactions (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  card_id TEXT NOT NULL REFERENCES cards (id),
  status TEXT NOT NULL CHECK (status IN ('pending', 'cleared', 'declined', 'refunded')),
  -- the processor's raw status (CA_APPROVED, CA_CLEARED, CA_DECLINED, CA_REFUNDED, DECLINED)
  processor_status TEXT NOT NULL,
  -- NULL unless declined; '' when the processor gave no reason
  decline_reason TEXT,
  merchant_name TEXT NOT NULL,
  merchant_category TEXT NOT NULL,
  requested_cents INTEGER NOT NULL CHECK (requested_cents >= 0),
  approved_cents INTEGER NOT NULL CHECK (approved_cents >= 0),
  created_at TEXT NOT NULL,
  posted_at TEXT,
  CHECK ((status = 'declined') = (decline_reason IS NOT NULL))
);
CREATE INDEX transactions_card ON transactions (card_id, created_at, id);
CREATE INDEX transactions_business ON transactions (business_id, created_at, id);
CREATE INDEX transactions_business_status ON transactions (business_id, status, created_at, id);
CREATE INDEX transactions_pending ON transactions (created_at) WHERE status = 'pending';

CREATE TABLE spend_rules (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('velocity', 'merchant_allow', 'merchant_block')),
  velocity_amount_cents INTEGER,
  velocity_period TEXT CHECK (velocity_period IN ('transaction', 'day', 'week', 'month')),
  merchant_categories_json TEXT NOT NULL DEFAULT '[]',
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((type = 'velocity') = (velocity_amount_cents IS NOT NULL AND velocity_period IS NOT NULL))
);
CREATE INDEX spend_rules_business ON spend_rules (business_id, created_at, id);

CREATE TABLE card_spend_rules (
  card_id TEXT NOT NULL REFERENCES cards (id),
  spend_rule_id TEXT NOT NULL REFERENCES spend_rules (id),
  created_at TEXT NOT NULL,
  PRIMARY KEY (card_id, spend_rule_id)
);
CREATE INDEX card_spend_rules_rule ON card_spend_rules (spend_rule_id, card_id);

-- Notes about a card's user (spec "user note").
CREATE TABLE notes (
  id TEXT PRIMARY KEY,
  business_id TEXT NOT NULL REFERENCES businesses (id),
  card_id TEXT NOT NULL REFERENCES cards (id),
  author_id TEXT NOT NULL REFERENCES users (id),
  text TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE INDEX notes_card ON notes (card_id, created_at, id);
