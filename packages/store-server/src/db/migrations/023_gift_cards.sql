-- docs/decisions/0095: the gift cards an order issues (spec §9), each balance change as a row of its own,
-- and the e-gift emails waiting to be sent (an outbox the mail worker claims with SKIP LOCKED).
-- Keyed by the order, ON DELETE CASCADE like the order itself, so a QA reset forgets them.

CREATE TABLE gift_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 16 characters in groups of four (giftCards/giftCardCode.ts), unguessable
  code text NOT NULL UNIQUE,
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  -- the order line that bought it
  position integer NOT NULL,
  -- 'email': an e-gift, sent at its due instant; 'mail': a physical card, shipped with the order
  delivery text NOT NULL CHECK (delivery IN ('email', 'mail')),
  amount numeric(10, 2) NOT NULL CHECK (amount > 0),
  recipient_email text,
  recipient_name text,
  sender_name text,
  message text,
  -- the shopper's chosen day (YYYY-MM-DD in New York); null: sent at once
  delivery_date date,
  -- a physical card: null until it is shipped
  shipped_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (delivery = 'mail' OR recipient_email IS NOT NULL)
);

CREATE INDEX gift_cards_order ON gift_cards (order_id);

-- Every change of a balance: +amount when issued, -amount when redeemed, each with its order. The
-- balance is the sum.
CREATE TABLE gift_card_ledger (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('issued', 'redeemed')),
  amount numeric(10, 2) NOT NULL CHECK ((kind = 'issued' AND amount > 0) OR (kind = 'redeemed' AND amount < 0)),
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX gift_card_ledger_card ON gift_card_ledger (gift_card_id);

-- The e-gift emails (spec §9: 8 AM Eastern on the chosen date, at once without one). A row waits
-- until due_at (by its session's clock in demo mode, docs/decisions/0096) and, after a failed attempt,
-- next_attempt_at (by the server's clock); a worker claims it for claim_until, sends, and marks it sent, or records the error
-- and the next attempt; after the last attempt it gives up (gave_up_at), never silently.
CREATE TABLE gift_card_emails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  to_address text NOT NULL,
  due_at timestamptz NOT NULL,
  -- null until an attempt fails
  next_attempt_at timestamptz,
  claimed_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  sent_at timestamptz,
  gave_up_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX gift_card_emails_waiting ON gift_card_emails (due_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;
