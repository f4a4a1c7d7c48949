-- docs/decisions/0145: an e-gift goes to another address only once its buyer confirms it from their
-- own email. One row per change asked for: the link's token, the new address, who asked (the limits of
-- giftCards/recipientChangeRules.ts count them), and the confirmation email's sending state, which the
-- e-gift mail worker sends as it sends the e-gifts (giftCards/recipientChangeMail.ts).
CREATE TABLE e_gift_recipient_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 32 random bytes, base64url: the confirmation link's (single use, until expires_at)
  token text NOT NULL UNIQUE,
  gift_card_id bigint NOT NULL REFERENCES gift_cards (id) ON DELETE CASCADE,
  new_email text NOT NULL,
  -- where the confirmation goes: the order's email (the buyer's)
  buyer_email text NOT NULL,
  -- the confirmation page, absolute (the store's origin as the buyer's request reached it)
  link text NOT NULL,
  session_id text NOT NULL,
  client_address text NOT NULL,
  -- when the resend, once confirmed, is due (the asking session's clock, decision 0096)
  resend_due_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  email_sent_at timestamptz,
  email_attempts integer NOT NULL DEFAULT 0,
  email_claimed_until timestamptz,
  email_last_error text
);

CREATE INDEX e_gift_recipient_changes_card ON e_gift_recipient_changes (gift_card_id, created_at);
CREATE INDEX e_gift_recipient_changes_session ON e_gift_recipient_changes (session_id, created_at);
CREATE INDEX e_gift_recipient_changes_address ON e_gift_recipient_changes (client_address, created_at);
CREATE INDEX e_gift_recipient_changes_unsent ON e_gift_recipient_changes (created_at) WHERE email_sent_at IS NULL;
