-- Up Migration
-- Where each projection has got to, written in the same transaction as its rows.
CREATE TABLE projection_checkpoints (
  projection  text        PRIMARY KEY,
  commit      bigint      NOT NULL,
  prepare     bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contacts (
  client_id   uuid        NOT NULL,
  id          uuid        NOT NULL,
  name        text        NOT NULL,
  code        text,
  type        text        NOT NULL,
  deleted_at  timestamptz,
  created_at  timestamptz NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX contacts_client_name_idx ON contacts (client_id, lower(name), id);
CREATE INDEX contacts_client_code_idx ON contacts (client_id, lower(code));

-- The last revision of each stream the contacts projection has applied: replayed events are skipped.
CREATE TABLE contacts_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE contacts_stream_revisions;
DROP TABLE contacts;
DROP TABLE projection_checkpoints;
