-- docs/decisions/0127: NO THANKS is remembered for the session's cart, so the same offer (spec §3
-- Cross-sell products, by name) does not return on the next visit. Keyed by the session, ON DELETE
-- CASCADE, so a QA reset forgets it, as the cross-sell's other tables (004_checkout_orders.sql).
CREATE TABLE cross_sell_declines (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- offerKey(offer) of crossSell/crossSellRules.ts: the offered products' names
  offer_key text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (session_id, offer_key)
);
