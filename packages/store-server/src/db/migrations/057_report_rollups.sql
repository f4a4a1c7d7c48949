-- Issue 46 item 4, docs/decisions/0193: the owner's report at scale. Each closed day of the shop's
-- calendar is rolled up once into the report's additive counts (insights/reportRollups.ts, run by the
-- store's one worker); a report adds the rolled days of its range to the raw counts of the others
-- (today, a day not rolled yet, a day a late write made stale). Triggers on the tables the report
-- reads mark the days a write changes as stale, so a rolled day is never read once it is wrong.

-- The shop's day of an instant: docs/decisions/0121, America/New_York as spec §9 reads its hours
-- (@pc/shared/constants SHOP_TIME_ZONE; insights/reportDays.test.ts checks they agree).
CREATE FUNCTION report_day(instant timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT (instant AT TIME ZONE 'America/New_York')::date $$;

-- A day rolled up, empty or not: its counts are in the report_day_* tables.
CREATE TABLE report_rolled_days (
  day date PRIMARY KEY,
  rolled_at timestamptz NOT NULL DEFAULT now()
);

-- A day whose counts a write changed after (or while) it was rolled up. `mark` moves on every write,
-- so the worker clears only the mark it read before rolling the day (a write it did not see leaves a
-- newer mark, and the day stays stale).
CREATE SEQUENCE report_stale_mark;
CREATE TABLE report_stale_days (
  day date PRIMARY KEY,
  mark bigint NOT NULL
);

-- Orders placed (voided ones left out), by whether their shopper had completed a quiz first: the
-- journey, and the attribution's order count (insights/journey.ts).
CREATE TABLE report_day_orders (
  day date NOT NULL,
  took_quiz boolean NOT NULL,
  orders bigint NOT NULL,
  revenue numeric NOT NULL,
  PRIMARY KEY (day, took_quiz)
);

-- Orders by their latest post-purchase answer (insights/attribution.ts).
CREATE TABLE report_day_answers (
  day date NOT NULL,
  channel text,
  follow_up text,
  responses bigint NOT NULL,
  revenue numeric NOT NULL
);
CREATE INDEX report_day_answers_day ON report_day_answers (day);

-- The texts given with "Other" (decision 0159), each order's latest, by the order's day.
CREATE TABLE report_day_other_texts (
  day date NOT NULL,
  order_id bigint NOT NULL,
  other_text text NOT NULL,
  answered_at timestamptz NOT NULL
);
CREATE INDEX report_day_other_texts_day ON report_day_other_texts (day);

-- The quiz funnel's steps by the day the quiz started (views: the day shown; insights/quizFunnel.ts).
CREATE TABLE report_day_funnel (
  day date NOT NULL,
  quiz_type text NOT NULL,
  views bigint NOT NULL,
  starts bigint NOT NULL,
  completions bigint NOT NULL,
  results_views bigint NOT NULL,
  emails bigint NOT NULL,
  adds bigint NOT NULL,
  orders bigint NOT NULL,
  PRIMARY KEY (day, quiz_type)
);

-- The quizzes left unfinished by their last question answered (insights/quizFunnel.ts).
CREATE TABLE report_day_drop_off (
  day date NOT NULL,
  quiz_type text NOT NULL,
  question_code text,
  left_count bigint NOT NULL
);
CREATE INDEX report_day_drop_off_day ON report_day_drop_off (day);

-- The cross-sell's figures (insights/crossSellFigures.ts).
CREATE TABLE report_day_cross_sell (
  day date PRIMARY KEY,
  shown bigint NOT NULL,
  no_thanks bigint NOT NULL,
  subscribe bigint NOT NULL,
  buy_once bigint NOT NULL,
  taken bigint NOT NULL,
  added_revenue numeric NOT NULL
);

-- Only a past day can have been rolled up (the worker waits an hour past a day's end, longer than any
-- transaction may last), so a write for today or later marks nothing: the hot path stays one insert.
CREATE FUNCTION report_mark_stale(days date[]) RETURNS void
  LANGUAGE sql
  AS $$
    INSERT INTO report_stale_days (day, mark)
    SELECT d, nextval('report_stale_mark')
      FROM (SELECT DISTINCT d FROM unnest(days) d WHERE d IS NOT NULL AND d < report_day(now())) past
    ON CONFLICT (day) DO UPDATE SET mark = nextval('report_stale_mark')
  $$;

-- The days a row counts on, table by table: its own day, and the days of the rows whose figures
-- it changes (a quiz's orders within 7 days, a cross-sell's first order, a shopper's first completion).
CREATE FUNCTION report_orders_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    r record;
  BEGIN
    FOR r IN SELECT * FROM (VALUES (OLD.created_at, OLD.session_id), (NEW.created_at, NEW.session_id)) v (instant, session_id)
              WHERE v.instant IS NOT NULL LOOP
      PERFORM report_mark_stale(
        ARRAY[report_day(r.instant)]
        || ARRAY(SELECT report_day(s.created_at) FROM survey_logs s WHERE s.session_id = r.session_id)
        || ARRAY(SELECT report_day(c.created_at) FROM cross_sell_events c WHERE c.session_id = r.session_id));
    END LOOP;
    RETURN NULL;
  END $$;

CREATE FUNCTION report_survey_logs_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    r record;
  BEGIN
    FOR r IN SELECT * FROM (VALUES (OLD.created_at, OLD.session_id), (NEW.created_at, NEW.session_id)) v (instant, session_id)
              WHERE v.instant IS NOT NULL LOOP
      PERFORM report_mark_stale(ARRAY[report_day(r.instant)]);
      -- The journey counts an order by its shopper's first completion.
      IF TG_OP <> 'UPDATE' OR OLD.status IS DISTINCT FROM NEW.status
         OR OLD.completed_at IS DISTINCT FROM NEW.completed_at OR OLD.session_id IS DISTINCT FROM NEW.session_id THEN
        PERFORM report_mark_stale(ARRAY(SELECT report_day(o.created_at) FROM orders o WHERE o.session_id = r.session_id));
      END IF;
    END LOOP;
    RETURN NULL;
  END $$;

CREATE FUNCTION report_insight_events_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  DECLARE
    r record;
  BEGIN
    -- An event losing its session (retention, erasure) changes no figure.
    IF TG_OP = 'UPDATE' AND (OLD.kind, OLD.quiz_type, OLD.survey_log_id, OLD.created_at)
       IS NOT DISTINCT FROM (NEW.kind, NEW.quiz_type, NEW.survey_log_id, NEW.created_at) THEN
      RETURN NULL;
    END IF;
    FOR r IN SELECT * FROM (VALUES (OLD.created_at, OLD.survey_log_id), (NEW.created_at, NEW.survey_log_id)) v (instant, log_id)
              WHERE v.instant IS NOT NULL LOOP
      PERFORM report_mark_stale(
        ARRAY[report_day(r.instant)]
        || ARRAY(SELECT report_day(s.created_at) FROM survey_logs s WHERE s.id = r.log_id));
    END LOOP;
    RETURN NULL;
  END $$;

CREATE FUNCTION report_post_purchase_events_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM report_mark_stale(ARRAY(
      SELECT report_day(o.created_at) FROM orders o WHERE o.id IN (OLD.order_id, NEW.order_id)));
    RETURN NULL;
  END $$;

CREATE FUNCTION report_cross_sell_events_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM report_mark_stale(ARRAY[report_day(OLD.created_at), report_day(NEW.created_at)]);
    RETURN NULL;
  END $$;

-- An order's lines and discounts make a cross-sell's added revenue.
CREATE FUNCTION report_order_parts_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
  BEGIN
    PERFORM report_mark_stale(ARRAY(
      SELECT report_day(c.created_at)
        FROM orders o JOIN cross_sell_events c ON c.session_id = o.session_id
       WHERE o.id IN (OLD.order_id, NEW.order_id)));
    RETURN NULL;
  END $$;

CREATE TRIGGER report_orders AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION report_orders_changed();
CREATE TRIGGER report_survey_logs AFTER INSERT OR UPDATE OR DELETE ON survey_logs
  FOR EACH ROW EXECUTE FUNCTION report_survey_logs_changed();
CREATE TRIGGER report_insight_events AFTER INSERT OR UPDATE OR DELETE ON insight_events
  FOR EACH ROW EXECUTE FUNCTION report_insight_events_changed();
CREATE TRIGGER report_post_purchase_events AFTER INSERT OR UPDATE OR DELETE ON post_purchase_events
  FOR EACH ROW EXECUTE FUNCTION report_post_purchase_events_changed();
CREATE TRIGGER report_cross_sell_events AFTER INSERT OR UPDATE OR DELETE ON cross_sell_events
  FOR EACH ROW EXECUTE FUNCTION report_cross_sell_events_changed();
CREATE TRIGGER report_order_lines AFTER INSERT OR UPDATE OR DELETE ON order_lines
  FOR EACH ROW EXECUTE FUNCTION report_order_parts_changed();
CREATE TRIGGER report_order_discounts AFTER INSERT OR UPDATE OR DELETE ON order_discounts
  FOR EACH ROW EXECUTE FUNCTION report_order_parts_changed();
