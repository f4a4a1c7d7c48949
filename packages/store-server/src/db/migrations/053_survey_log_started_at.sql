-- issue 40 item 4 (docs/decisions/0165): spec §4 "The first selection starts the … timer", and the
-- quiz summary's durationInSeconds counts from it. The start is kept with the saved progress, as the
-- browser's clock read it at the first selection, so a reload of the same quiz keeps counting from it.
ALTER TABLE survey_logs ADD COLUMN started_at timestamptz;
