-- issue 40 item 1 (docs/decisions/0154): an order's subscription lines (order_lines.cadence > 0) become
-- subscriptions, one per line: its product(s), cadence, next delivery date and state. In demo mode the
-- store's worker places each renewal order at 8 AM New York on its date (subscriptions/renewals.ts),
-- and emails a receipt and, three days before, a reminder. Keyed by the session, ON DELETE CASCADE, so
-- a QA reset or an erasure forgets it, as it does the orders.

CREATE TABLE subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- the order and line that started it
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL,
  variation_id integer,
  name text NOT NULL,
  sku text,
  category text,
  image text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(10, 2) NOT NULL,
  bundle jsonb NOT NULL DEFAULT '[]',
  -- weeks between deliveries, and the cadence it was bought at (always among the allowed ones)
  cadence integer NOT NULL CHECK (cadence > 0),
  bought_cadence integer NOT NULL CHECK (bought_cadence > 0),
  state text NOT NULL CHECK (state IN ('active', 'paused', 'cancelled')),
  -- the next delivery, a day in New York, and its instant (8 AM there: subscriptionRules.ts renewalDueAt)
  next_date date,
  due_at timestamptz,
  -- when its reminder is due (three days before, 8 AM)
  remind_at timestamptz,
  -- where its receipts and reminders go (the order's email), and the link they carry to
  -- /account/subscriptions: the store's origin as the order reached it and a random key
  -- (docs/decisions/0156, as the data-rights link's token, decision 0150)
  email text,
  origin text,
  manage_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  cancelled_at timestamptz,
  UNIQUE (order_id, position)
);

CREATE INDEX subscriptions_session ON subscriptions (session_id);
CREATE INDEX subscriptions_due ON subscriptions (due_at) WHERE state = 'active';

-- One renewal per subscription and date, whatever number of servers or workers race to place it.
CREATE TABLE subscription_renewals (
  subscription_id bigint NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  renewal_date date NOT NULL,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (subscription_id, renewal_date)
);

CREATE INDEX subscription_renewals_order ON subscription_renewals (order_id);

-- A renewal's receipt and a reminder, sent by the worker as every such email is (giftCards/leasedEmails.ts).
CREATE TABLE subscription_emails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  subscription_id bigint NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('receipt', 'reminder')),
  for_date date NOT NULL,
  to_address text NOT NULL,
  order_id bigint REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  email_sent_at timestamptz,
  email_attempts integer NOT NULL DEFAULT 0,
  email_claimed_until timestamptz,
  email_last_error text,
  UNIQUE (subscription_id, kind, for_date)
);

CREATE INDEX subscription_emails_unsent ON subscription_emails (id) WHERE email_sent_at IS NULL;
