-- issue 43 (the store speaks each shopper's language): an email speaks the language of the page whose
-- call caused it, which the row it is sent from records: `locale`, one of the shop's locales (en-US,
-- es-US) as the call's Accept-Language named it (http/requestLocale.ts). NULL: the store's own
-- (PC_LOCALE) when the mail worker sends it — every row written before this migration, and the rows no
-- shopper's page caused (a checkout platform's paid order, decision 0144).
ALTER TABLE gift_card_emails ADD COLUMN locale text;
ALTER TABLE e_gift_recipient_changes ADD COLUMN locale text;
ALTER TABLE data_rights_requests ADD COLUMN locale text;
ALTER TABLE saved_results_emails ADD COLUMN locale text;
ALTER TABLE subscriptions ADD COLUMN locale text;
