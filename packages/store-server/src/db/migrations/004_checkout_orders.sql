-- docs/decisions/0036, 0037: what happens after the cart. Coupons the cross-sell applied to a cart (spec §3
-- Cross-sell discounts), the cross-sell actions taken, orders with their lines and discounts, and
-- the post-purchase survey's answers (spec §7 post_purchase/events). Everything is keyed by the
-- session, ON DELETE CASCADE, so a QA reset forgets it (docs/decisions/0036, 0037).

-- A coupon on the cart: dollars off while the cart has lines; placing the order uses it up.
CREATE TABLE cart_coupons (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  code text NOT NULL,
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  applied_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, code)
);

-- spec §7 POST cart/cross_sell, as the store accepted it.
CREATE TABLE cross_sell_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('SUBSCRIBE', 'ONE_TIME')),
  products jsonb NOT NULL,
  coupon_code text,
  survey_log_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX cross_sell_events_session ON cross_sell_events (session_id);

-- Order ids are WooCommerce-style post ids: digits, counted from 1001.
CREATE TABLE orders (
  id bigint GENERATED ALWAYS AS IDENTITY (START WITH 1001) PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  subtotal numeric(10, 2) NOT NULL,
  discount_total numeric(10, 2) NOT NULL,
  shipping numeric(10, 2) NOT NULL,
  total numeric(10, 2) NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX orders_session ON orders (session_id);

-- The cart lines as they were when the order was placed.
CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL,
  variation_id integer NOT NULL,
  name text NOT NULL,
  sku text NOT NULL,
  category text NOT NULL,
  image text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(10, 2) NOT NULL,
  cadence integer NOT NULL,
  survey_log_id text,
  bundle jsonb NOT NULL DEFAULT '[]',
  gift_card jsonb,
  PRIMARY KEY (order_id, position)
);

CREATE TABLE order_discounts (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  code text NOT NULL,
  amount numeric(10, 2) NOT NULL,
  PRIMARY KEY (order_id, code)
);

-- spec §7 POST post_purchase/events: {order_id, results[]}, one row per post.
CREATE TABLE post_purchase_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  results jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX post_purchase_events_order ON post_purchase_events (order_id);
