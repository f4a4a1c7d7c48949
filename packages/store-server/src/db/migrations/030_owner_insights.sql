-- docs/decisions/0119, 0120: the shop owner (an administrative role spec §6 leaves open) and the facts
-- the owner's report reads that no other table keeps.

-- An owner account: its password as a bcrypt hash, never the password (owner/ownerPassword.ts).
CREATE TABLE owners (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A signed-in owner: the pc_owner cookie holds a random token, this table its SHA-256 only, so a
-- read of the database gives no session. Apart from the shoppers' sessions on purpose.
CREATE TABLE owner_sessions (
  token_hash text PRIMARY KEY,
  owner_id bigint NOT NULL REFERENCES owners (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX owner_sessions_owner ON owner_sessions (owner_id);

-- What the elements show a shopper that no other table records (insights/insightEvents.ts): a quiz
-- or results page shown, a tailored add to cart, a cross-sell offer shown or declined (NO THANKS).
-- A fact of the shop, not of the shopper's state: no foreign key, so a QA reset leaves it.
CREATE TABLE insight_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL,
  kind text NOT NULL CHECK (
    kind IN ('quiz_viewed', 'results_viewed', 'cart_added', 'cross_sell_shown', 'cross_sell_declined')
  ),
  quiz_type text CHECK (quiz_type IN ('self', 'gift')),
  survey_log_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX insight_events_kind_time ON insight_events (kind, created_at);
CREATE INDEX insight_events_log ON insight_events (survey_log_id, kind) WHERE survey_log_id IS NOT NULL;

-- The report reads orders, survey logs, cross-sell choices and gift card facts by date range.
CREATE INDEX orders_created_at ON orders (created_at);
CREATE INDEX survey_logs_created_at ON survey_logs (created_at);
CREATE INDEX cross_sell_events_created_at ON cross_sell_events (created_at);
