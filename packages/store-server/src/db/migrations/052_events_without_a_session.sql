-- issue 39 items 5 and 6 (docs/decisions/0164): the owner's report events (insight_events) and the
-- cross-sell choices (cross_sell_events) of a shopper who erased their data, or of a session past the
-- retention that placed no order, are kept for the shop's figures tied to no session.
ALTER TABLE insight_events ALTER COLUMN session_id DROP NOT NULL;
ALTER TABLE cross_sell_events ALTER COLUMN session_id DROP NOT NULL;
