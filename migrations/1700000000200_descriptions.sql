-- Up Migration
-- Standard descriptions (product-spec §3): texts a person picks when booking, for a dimension or for any booking.
-- Offered to everyone (personal false, no user_ids), to its owner alone (personal), or to the people user_ids names.
CREATE TABLE descriptions (
  id            uuid        PRIMARY KEY,
  client_id     uuid        NOT NULL,
  owner_id      uuid        NOT NULL,
  dimension_id  uuid,
  description   text        NOT NULL,
  enabled       boolean     NOT NULL,
  personal      boolean     NOT NULL,
  user_ids      uuid[]      NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX descriptions_client_description_idx ON descriptions (client_id, lower(description), id);
CREATE INDEX descriptions_client_dimension_idx ON descriptions (client_id, dimension_id);

CREATE TABLE descriptions_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE descriptions_stream_revisions;
DROP TABLE descriptions;
