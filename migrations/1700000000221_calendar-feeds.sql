-- Up Migration
-- A person's ICS feeds (calendar/ics): settings and the state of their reading, not history, like API tokens. A
-- feed is a URL read every few minutes or a file uploaded once (its text kept here to be read again as the window
-- moves on). last_read maps the external ids the last read gave to their ends: what the next read doesn't give
-- again, while still in its window, is removed.
CREATE TABLE calendar_feeds (
  id            uuid        PRIMARY KEY,
  client_id     uuid        NOT NULL REFERENCES clients (id),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name          text        NOT NULL,
  url           text,
  content       text,
  last_read     jsonb       NOT NULL DEFAULT '{}',
  last_read_at  timestamptz,
  last_error    text,
  notes         text[]      NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  CHECK ((url IS NULL) <> (content IS NULL))
);
CREATE INDEX calendar_feeds_user_idx ON calendar_feeds (user_id, created_at, id);

-- Down Migration
DROP TABLE calendar_feeds;
