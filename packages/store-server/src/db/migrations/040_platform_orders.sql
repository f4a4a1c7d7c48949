-- docs/decisions/0144 (issue 37): in production the shop's platform (WooCommerce, Shopify) takes the
-- payment, and only its signed, paid orders become orders here. A hand-off keeps the cart as it was
-- sent to the platform under a reference the platform carries back as order metadata (never the
-- session id, which is the shopper's cookie); each platform order is recorded once (its primary key).

CREATE TABLE platform_checkouts (
  -- random, 22 characters (checkout/platformHandOff.ts); the platform keeps it on the order
  ref text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  platform text NOT NULL,
  -- the session's cart lines (contract CartItem) with their images, as they were handed off
  lines jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX platform_checkouts_session ON platform_checkouts (session_id);

-- One row per platform order, whatever order its webhooks arrive in: the latest state seen (by the
-- platform's own modification time), and the store order a paid one became. A void is final.
CREATE TABLE platform_orders (
  platform text NOT NULL CHECK (platform IN ('woocommerce', 'shopify')),
  platform_order_id text NOT NULL,
  ref text,
  status text NOT NULL CHECK (status IN ('unpaid', 'paid', 'voided')),
  modified_at timestamptz,
  -- SET NULL: a QA reset forgets the order, never that the platform order was seen
  order_id bigint REFERENCES orders (id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (platform, platform_order_id)
);

CREATE INDEX platform_orders_order ON platform_orders (order_id);

-- A refunded or cancelled order: its subscriptions stop and its cards' unredeemed balance is voided.
ALTER TABLE orders ADD COLUMN voided_at timestamptz;

-- 'voided': what a card still held when its order was refunded or cancelled, taken off its balance.
ALTER TABLE gift_card_ledger DROP CONSTRAINT IF EXISTS gift_card_ledger_kind_check;
ALTER TABLE gift_card_ledger DROP CONSTRAINT IF EXISTS gift_card_ledger_check;
ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_kind_check
  CHECK (kind IN ('issued', 'redeemed', 'voided'));
ALTER TABLE gift_card_ledger ADD CONSTRAINT gift_card_ledger_check
  CHECK ((kind = 'issued' AND amount > 0) OR (kind IN ('redeemed', 'voided') AND amount < 0));

-- The emails a visitor can cause without paying (docs/decisions/0144 "Emails"): one row per email
-- allowed, counted per session, per client address and per recipient over a day.
CREATE TABLE visitor_emails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  session_id text NOT NULL,
  client_address text NOT NULL,
  recipient text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX visitor_emails_session ON visitor_emails (session_id, created_at);
CREATE INDEX visitor_emails_address ON visitor_emails (client_address, created_at);
CREATE INDEX visitor_emails_recipient ON visitor_emails (recipient, created_at);
