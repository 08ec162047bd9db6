-- Up Migration
-- Activity notes (product-spec §3, "Note"): a person's own remark on an activity, one per activity.
CREATE TABLE activity_notes (
  id           uuid        PRIMARY KEY,
  client_id    uuid        NOT NULL,
  user_id      uuid        NOT NULL,
  day_id       uuid        NOT NULL,
  activity_id  uuid        NOT NULL UNIQUE,
  description  text        NOT NULL,
  timestamp    timestamptz NOT NULL
);
CREATE INDEX activity_notes_user_timestamp_idx ON activity_notes (client_id, user_id, timestamp DESC, id);
CREATE INDEX activity_notes_day_idx ON activity_notes (day_id);

CREATE TABLE activity_notes_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE activity_notes_stream_revisions;
DROP TABLE activity_notes;
