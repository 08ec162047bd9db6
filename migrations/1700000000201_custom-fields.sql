-- Up Migration
-- The firm's custom fields (product-spec §3): their definitions, and their values on dimensions and on activities.
CREATE TABLE custom_fields (
  client_id   uuid        NOT NULL,
  id          uuid        NOT NULL,
  key         text        NOT NULL,
  name        text        NOT NULL,
  type        text        NOT NULL CHECK (type IN ('blob', 'boolean', 'date', 'decimal', 'int', 'select', 'string')),
  applies_to  text        NOT NULL CHECK (applies_to IN ('dimension', 'activity')),
  options     text[]      NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, id),
  UNIQUE (client_id, applies_to, key)
);

CREATE TABLE custom_fields_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Values by the field's key; a key absent has no value.
ALTER TABLE dimensions ADD COLUMN customfields jsonb NOT NULL DEFAULT '{}';
ALTER TABLE activities ADD COLUMN customfields jsonb NOT NULL DEFAULT '{}';

-- Down Migration
ALTER TABLE activities DROP COLUMN customfields;
ALTER TABLE dimensions DROP COLUMN customfields;
DROP TABLE custom_fields_stream_revisions;
DROP TABLE custom_fields;
