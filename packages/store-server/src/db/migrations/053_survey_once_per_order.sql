-- issue 40 item 3 (docs/decisions/0159): the post-purchase survey is asked once per order. When its last
-- answer (an option without children, spec §4) is stored, or the shopper closes it, the order records
-- when; the survey then opens for it on no visit or device, and a further answer is refused (409).
ALTER TABLE orders ADD COLUMN survey_done_at timestamptz;

-- "Other" with a short text of the shopper's (trimmed, sanitised, at most 140 characters, spec §5).
ALTER TABLE post_purchase_events ADD COLUMN other_text text;
