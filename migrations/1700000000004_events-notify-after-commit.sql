-- Up Migration
-- Appends now send NOTIFY themselves, after their commit (PostgresEventStore.append). A NOTIFY inside the
-- appending transaction takes PostgreSQL's notify-queue lock before commit and keeps it until the commit
-- is flushed to disk, so concurrent appends could not share a WAL flush: they committed one after another.
DROP TRIGGER events_appended ON events;
DROP FUNCTION notify_events_appended();

-- Down Migration
CREATE FUNCTION notify_events_appended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('events_appended', '');
  RETURN NULL;
END $$;

CREATE TRIGGER events_appended AFTER INSERT ON events
  FOR EACH STATEMENT EXECUTE FUNCTION notify_events_appended();
