-- docs/decisions/0069: which session last changed each catalogue text through the demo's
-- POST /__qa/catalogue-text, so that session's POST /__qa/reset puts back the seed's text for what it
-- changed and nothing else. One row per text (a product's or variation's field, or one top-level key of
-- a variation's metadata); the last writer owns it. Deleted with the session (the reset deletes it).
CREATE TABLE qa_catalogue_edits (
  session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  row_kind text NOT NULL CHECK (row_kind IN ('product', 'variation')),
  row_id integer NOT NULL,
  field text NOT NULL CHECK (field IN ('name', 'description', 'full_description', 'metadata')),
  -- the metadata key for field 'metadata', else ''
  metadata_key text NOT NULL DEFAULT '',
  PRIMARY KEY (row_kind, row_id, field, metadata_key)
);

CREATE INDEX qa_catalogue_edits_session ON qa_catalogue_edits (session_id);
