-- docs/decisions/0114, 0115: gift cards applied to a cart (spec §9 redemption at checkout) and the
-- order's tax, gift card payment and email. What a card paid stays in gift_card_ledger (its
-- 'redeemed' rows, with the order): the one record of every balance change (decision 0095).

-- A card the shopper applied at checkout; placing the order redeems it. Keyed by the session like
-- cart_coupons, so a QA reset or an identity change (decision 0043) takes it along.
CREATE TABLE cart_gift_cards (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  applied_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (session_id, gift_card_id)
);

-- decision 0114: sales tax (none is charged without an address; kept so the sums read the same),
-- what gift cards paid, what is left to pay, and the email the confirmation goes to when the
-- shopper was identified (spec §6), null for an anonymous order.
ALTER TABLE orders ADD COLUMN tax numeric(10, 2) NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN gift_card_total numeric(10, 2) NOT NULL DEFAULT 0;
ALTER TABLE orders ADD COLUMN amount_due numeric(10, 2);
ALTER TABLE orders ADD COLUMN email text;
ALTER TABLE orders ADD COLUMN customer boolean NOT NULL DEFAULT false;

CREATE INDEX gift_card_ledger_order ON gift_card_ledger (order_id);
