-- Up Migration
-- A tenant whose Microsoft 365 refused the app's token or its call records (consent never given, or withdrawn): when
-- it was first refused, and why, as one of the server's texts kept as JSON (i18n/text.ts keptAsJson), said to the
-- firm's admins in their language by GET /v1/clients. Cleared by a page read again, consent given again, the tenant
-- recorded again, or call records switched on again (calendar/calls/store.ts).
ALTER TABLE call_record_syncs ADD COLUMN refused_at timestamptz, ADD COLUMN refusal text;

-- Down Migration
ALTER TABLE call_record_syncs DROP COLUMN refused_at, DROP COLUMN refusal;
