-- docs/decisions/0092: the first answer to each write sent with an Idempotency-Key, per session, so a
-- retry of the same intent gets that answer again instead of applying the write twice. A row without
-- a status is a write still running. Kept a day (http/idempotency.ts deletes older rows).
CREATE TABLE idempotency_keys (
  session_id text NOT NULL,
  key text NOT NULL,
  fingerprint text NOT NULL,
  status integer,
  content_type text,
  body text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, key)
);

CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
