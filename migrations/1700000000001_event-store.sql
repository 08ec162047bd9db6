-- Up Migration
-- Events in global commit order. transaction_id is the writing transaction's xid8: readers only take
-- events whose transaction is older than every transaction still running (pg_snapshot_xmin), so a
-- transaction that commits late can never slip in behind a reader's checkpoint.
CREATE TABLE events (
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  position        bigint      GENERATED ALWAYS AS IDENTITY,
  event_id        uuid        NOT NULL,
  stream_id       text        NOT NULL,
  stream_revision bigint      NOT NULL,
  type            text        NOT NULL,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL DEFAULT '{}',
  recorded_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (transaction_id, position),
  UNIQUE (stream_id, stream_revision)
);

-- The head revision of every stream: the row an append locks to enforce the expected revision.
CREATE TABLE event_streams (
  stream_id text   PRIMARY KEY,
  revision  bigint NOT NULL
);

-- Wakes readers in other processes; polling stays the source of truth.
CREATE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events_appended', '');
  RETURN NULL;
END $$;

CREATE TRIGGER events_appended AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();

-- Down Migration
DROP TABLE events;
DROP TABLE event_streams;
DROP FUNCTION notify_events_appended();
