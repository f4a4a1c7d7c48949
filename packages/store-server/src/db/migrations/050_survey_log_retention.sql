-- issue 39 item 6 (docs/decisions/0150): a survey log no order holds is anonymised once it is older
-- than the retention (PC_RETENTION_DAYS, 395 days by default): its email and the name answered are
-- removed, and when is recorded here, so a log is anonymised once.
ALTER TABLE survey_logs ADD COLUMN anonymised_at timestamptz;

CREATE INDEX survey_logs_to_anonymise ON survey_logs (updated_at) WHERE anonymised_at IS NULL;
