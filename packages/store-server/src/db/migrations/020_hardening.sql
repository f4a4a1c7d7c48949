-- docs/decisions/0042, 0043: the secret of nonces and session ids when PC_NONCE_SECRET is
-- not set, made once and shared by every server on this database; and, per cart line, the QA clock
-- override it was added under, so it is checked again once the session's clock returns.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE cart_items ADD COLUMN added_under_clock timestamptz;
