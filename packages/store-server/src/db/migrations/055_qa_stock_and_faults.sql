-- Issue 44 items 1 and 2 (docs/decisions/0189): the QA panel's stock and fault switches, held per
-- session like its clock, so a second browser sees the normal store. `qa_stock` maps a variation id
-- to the stock status this session sees ({"812": "outofstock"}); `qa_faults` maps a spec §7 call's
-- name to the failure its next answers take ({"addToCart": {"kind": "500", "left": 1}}). A reset
-- deletes the session row and with it both; a login's new id carries them (decision 0043).
ALTER TABLE sessions ADD COLUMN qa_stock jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE sessions ADD COLUMN qa_faults jsonb NOT NULL DEFAULT '{}'::jsonb;
