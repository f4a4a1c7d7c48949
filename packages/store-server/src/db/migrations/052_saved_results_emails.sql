-- issue 40 item 2 (docs/decisions/0158): Save Results (and 'Unlock Your Products') sends the results.
-- One row per email to send: the survey log, the address (trimmed, lower-cased), the signed link
-- (results/savedResultsLink.ts, valid 30 days) and the email's sending state, which the store's one
-- mail worker sends (results/savedResultsMail.ts). A row is deleted once its link has expired, and by
-- a shopper's erasure (privacy/dataRights.ts).
CREATE TABLE saved_results_emails (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  survey_log_id text NOT NULL REFERENCES survey_logs (id) ON DELETE CASCADE,
  email text NOT NULL,
  -- the page the email links to, absolute (the store's origin as the save reached it)
  link text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  email_sent_at timestamptz,
  email_attempts integer NOT NULL DEFAULT 0,
  email_claimed_until timestamptz,
  email_last_error text
);

CREATE INDEX saved_results_emails_unsent ON saved_results_emails (created_at) WHERE email_sent_at IS NULL;
CREATE INDEX saved_results_emails_log ON saved_results_emails (survey_log_id, email);

-- A log a saved-results link opened in another browser's session: a copy of the saved one, so that
-- browser may add its tailored order (decision 0044). The owner's quiz funnel leaves copies out.
ALTER TABLE survey_logs ADD COLUMN opened_from text;
