-- Up Migration
-- In-app notifications (the booking reminder, api-contract §9.5 reminders): state, read or not, like sessions.
-- One of a kind per person and local date: the reminder job inserts it and mails only when its insert made the
-- row, so a second run (another process, a retry, a restart) sends nothing twice.
CREATE TABLE notifications (
  id          uuid        PRIMARY KEY,
  client_id   uuid        NOT NULL REFERENCES clients (id),
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text        NOT NULL CHECK (kind IN ('booking_reminder')),
  date        date        NOT NULL,
  details     jsonb       NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL,
  read_at     timestamptz,
  UNIQUE (user_id, kind, date)
);
-- A person's notifications, newest first (the list the portal polls).
CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC, id);

-- Down Migration
DROP TABLE notifications;
