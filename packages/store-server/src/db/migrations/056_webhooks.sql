-- issue 46 item 3 (docs/decisions/0190): the owner's signed webhooks. An endpoint (its https URL, the
-- events it takes, its secret), an outbox row per (event id, endpoint) written in the transaction of
-- the business write that produced the event, and every attempt at delivering it.

CREATE TABLE webhook_endpoints (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  url text NOT NULL,
  events text[] NOT NULL,
  secret text NOT NULL,
  created_at timestamptz NOT NULL,
  -- removed endpoints stay for their deliveries' history; nothing new is queued for them
  removed_at timestamptz
);

CREATE TABLE webhook_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  endpoint_id bigint NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  -- the event's own id: a retried write that emits it again queues nothing more
  event_id text NOT NULL,
  event_type text NOT NULL,
  -- the body as signed and sent, the same bytes on every attempt
  body text NOT NULL,
  created_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  -- the attempts before this round: a replay starts a new round of the schedule
  round_from integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL,
  claimed_until timestamptz,
  delivered_at timestamptz,
  gave_up_at timestamptz,
  UNIQUE (event_id, endpoint_id)
);

CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
  WHERE delivered_at IS NULL AND gave_up_at IS NULL;

CREATE TABLE webhook_attempts (
  delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
  attempt integer NOT NULL,
  at timestamptz NOT NULL,
  -- the receiver's HTTP status, or null when none came (refused address, timeout, network error)
  status integer,
  duration_ms integer NOT NULL,
  error text,
  PRIMARY KEY (delivery_id, attempt)
);
