-- docs/decisions/0145: a hand-off never gives the browser the host page's session; it adds the host's
-- cart to the browser's own session. What the host's cart held when it was last carried into a
-- browser's session, so a second hand-off (the host's Checkout again, or after the order emptied the
-- browser's cart) carries only what the host's cart gained since. Both sessions ON DELETE CASCADE.
CREATE TABLE session_hand_off_carried (
  source_session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  target_session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  -- {cart line key: the host line's quantity when carried}
  quantities jsonb NOT NULL,
  carried_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_session_id, target_session_id)
);

CREATE INDEX session_hand_off_carried_target ON session_hand_off_carried (target_session_id);
