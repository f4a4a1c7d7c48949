-- docs/decisions/0098: one-time, short-lived codes that hand a host page's token session to the
-- store's own pages. Only the code's SHA-256 is kept; a redeemed or expired code is deleted.
CREATE TABLE session_hand_offs (
  code_hash text PRIMARY KEY,
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);

CREATE INDEX session_hand_offs_expires_at ON session_hand_offs (expires_at);
