-- issue 39 item 5 (docs/decisions/0150): a shopper asks for what the store holds for an email; the
-- store emails that address a link (valid 24 hours) to download it as JSON or erase it. One row per
-- ask: the link's token, the address, who asked (the visitor email limits count them, decision 0144),
-- and the email's sending state, which the store's one mail worker sends (privacy/dataRightsMail.ts).
CREATE TABLE data_rights_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 32 random bytes, base64url: the link's (until expires_at; used once to erase)
  token text NOT NULL UNIQUE,
  -- trimmed and lower-cased
  email text NOT NULL,
  -- the page the email links to, absolute (the store's origin as the request reached it)
  link text NOT NULL,
  session_id text NOT NULL,
  client_address text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  erased_at timestamptz,
  email_sent_at timestamptz,
  email_attempts integer NOT NULL DEFAULT 0,
  email_claimed_until timestamptz,
  email_last_error text
);

CREATE INDEX data_rights_requests_unsent ON data_rights_requests (created_at) WHERE email_sent_at IS NULL;
