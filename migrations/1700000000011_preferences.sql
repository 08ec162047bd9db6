-- Up Migration
-- Preference entries as their owners set them: the organisation's (owner_id = client_id, user_id null) and
-- each user's (owner_id = user_id). Defaults are not stored; queries lay the entries over them.
CREATE TABLE preferences (
  client_id   uuid        NOT NULL,
  owner_id    uuid        NOT NULL,
  user_id     uuid,
  chapter     text        NOT NULL,
  key         text        NOT NULL,
  value       jsonb       NOT NULL,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, owner_id, chapter, key),
  CHECK (user_id IS NULL AND owner_id = client_id OR user_id = owner_id)
);

-- The last revision of each stream the preferences projection has applied: replayed events are skipped.
CREATE TABLE preferences_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE preferences_stream_revisions;
DROP TABLE preferences;
