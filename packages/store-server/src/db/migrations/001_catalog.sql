-- spec §3 Product and Variation. Sets (spec §3 "Sample product sets") are bundle products whose
-- items are other products; the bundle form of spec §7 names them by bundle item id.
CREATE TABLE products (
  id integer PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  category text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('variable', 'bundle', 'e_gift_card')),
  -- spec §9 prices: once, and subscription (NULL: bought once only)
  price numeric(10, 2) NOT NULL,
  subscription_price numeric(10, 2),
  -- spec §9 default subscription cadence, in weeks
  default_cadence integer,
  images jsonb NOT NULL DEFAULT '[]',
  metadata jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE variations (
  id integer PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  -- the code a route names (spec §2 launch codes; candle url slugs live in metadata)
  code text NOT NULL,
  name text NOT NULL,
  sku text NOT NULL UNIQUE,
  position integer NOT NULL,
  price numeric(10, 2) NOT NULL,
  subscription_price numeric(10, 2),
  description text NOT NULL DEFAULT '',
  full_description text NOT NULL DEFAULT '',
  image text NOT NULL,
  stock_status text NOT NULL CHECK (stock_status IN ('instock', 'outofstock', 'onbackorder')),
  -- attribute name -> value, as the bundle form's bundle_attribute_{attribute}_{itemId} names them
  attributes jsonb NOT NULL DEFAULT '{}',
  metadata jsonb NOT NULL DEFAULT '{}',
  UNIQUE (product_id, code)
);

CREATE TABLE bundle_items (
  id integer PRIMARY KEY,
  bundle_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  attribute text NOT NULL,
  default_variation_id integer NOT NULL REFERENCES variations (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- a free item of the set (spec §3: the Cologne Set's free gift card)
  is_promo boolean NOT NULL DEFAULT false
);

CREATE INDEX bundle_items_bundle ON bundle_items (bundle_id);

-- Which seed the catalog holds, so a changed seed is applied on the next start.
CREATE TABLE seed_state (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
