-- Up Migration
-- A contact's details (product-spec §3) and the references its work is recognised by: [{type, value}], each also a
-- general tag pointing to the contact (docs/rules.md, Contacts).
ALTER TABLE contacts
  ADD COLUMN location     text,
  ADD COLUMN email        text,
  ADD COLUMN phone        text,
  ADD COLUMN company_name text,
  ADD COLUMN "references" jsonb NOT NULL DEFAULT '[]';

-- A contact's last activity (its resource's last_activity) without reading the firm's other days.
CREATE INDEX report_day_totals_contact_idx ON report_day_totals (client_id, contact_id, date) WHERE contact_id IS NOT NULL;

-- Tag conditions (permanent tags): an administrator's rule that activity from a source (a reference) is a contact's
-- or internal, kept as a general tag of that reference, forced or not. The id is derived from the firm and the
-- reference (one condition per reference); deleted conditions leave the table.
CREATE TABLE tag_conditions (
  id          uuid        PRIMARY KEY,
  client_id   uuid        NOT NULL,
  type        text        NOT NULL,
  value       text        NOT NULL,
  contact_id  uuid,
  internal    boolean     NOT NULL,
  forced      boolean     NOT NULL,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  CHECK ((contact_id IS NOT NULL) <> internal)
);
CREATE INDEX tag_conditions_client_value_idx ON tag_conditions (client_id, lower(value), id);

CREATE TABLE tag_conditions_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE tag_conditions_stream_revisions;
DROP TABLE tag_conditions;
DROP INDEX report_day_totals_contact_idx;
ALTER TABLE contacts DROP COLUMN "references", DROP COLUMN company_name, DROP COLUMN phone, DROP COLUMN email, DROP COLUMN location;
