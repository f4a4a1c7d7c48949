-- The pc_session cookie keys everything a visitor owns: the QA switches, the cart and (later) survey
-- logs. Tables keyed by a session reference it ON DELETE CASCADE, so deleting the row resets it all.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- QA switch: spec §6 visitor kinds
  identity text NOT NULL DEFAULT 'anonymous' CHECK (identity IN ('anonymous', 'customer')),
  -- QA switch: the session's clock for dated rules (spec §4 collaboration sold-out date)
  clock_override timestamptz
);

-- One cart line; identical additions share a line and raise its quantity, as WooCommerce does.
-- Lines keep a copy of name, sku and price so the catalog can be re-seeded under a cart.
CREATE TABLE cart_items (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  key text NOT NULL,
  seq integer GENERATED ALWAYS AS IDENTITY,
  product_id integer NOT NULL,
  variation_id integer NOT NULL,
  name text NOT NULL,
  sku text NOT NULL,
  category text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(10, 2) NOT NULL,
  cadence integer NOT NULL,
  survey_log_id text,
  source text,
  position integer,
  bundle jsonb NOT NULL DEFAULT '[]',
  gift_card jsonb,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, key)
);
