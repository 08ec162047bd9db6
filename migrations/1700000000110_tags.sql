-- Up Migration
-- Tags: a reference (type and normalised value) that recognises activity as a contact's, internal or ignored, for
-- the firm (general, user_id null) or one person (personal, user_id the owner). The id is derived from the
-- reference, scope and owner, so it is unique on its own. deleted_at marks a deleted tag (it can be restored).
CREATE TABLE tags (
  id                uuid        PRIMARY KEY,
  client_id         uuid        NOT NULL,
  user_id           uuid,
  scope             text        NOT NULL CHECK (scope IN ('general', 'personal')),
  type              text        NOT NULL,
  value             text        NOT NULL,
  contact_id        uuid,
  internal          boolean     NOT NULL,
  ignored           boolean     NOT NULL,
  nature            text        NOT NULL CHECK (nature IN ('log', 'tag')),
  forced            boolean     NOT NULL,
  locked            boolean     NOT NULL,
  deleted_at        timestamptz,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  created_by        uuid,
  updated_by        uuid,
  -- The event that changed the row last: the tag index reads the rows changed since the position it has seen.
  position_commit   bigint      NOT NULL,
  position_prepare  bigint      NOT NULL,
  CHECK ((scope = 'personal') = (user_id IS NOT NULL)),
  CHECK (num_nonnulls(contact_id, nullif(internal, false), nullif(ignored, false)) = 1)
);
-- The list's sorts (value, type, created) per firm, id as the tiebreaker; its contact filter; the index's firm load.
CREATE INDEX tags_client_value_idx ON tags (client_id, lower(value), id);
CREATE INDEX tags_client_type_value_idx ON tags (client_id, type, lower(value), id);
CREATE INDEX tags_client_created_idx ON tags (client_id, created_at, id);
CREATE INDEX tags_client_contact_idx ON tags (client_id, contact_id) WHERE contact_id IS NOT NULL;
CREATE INDEX tags_position_idx ON tags (position_commit, position_prepare);

-- The last revision of each stream the tags projection has applied: replayed events are skipped.
CREATE TABLE tags_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE tags_stream_revisions;
DROP TABLE tags;
