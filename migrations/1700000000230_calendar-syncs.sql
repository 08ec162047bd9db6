-- Up Migration
-- The calendars a person chose to read through their Microsoft 365 or Google connection (connections.user_id is
-- the person), and where reading each stands: `cursor` is the page to read next mid-round, or the delta link / sync
-- token the next round starts from; NULL means a full round next. Kept after every page (calendar/sources/sync.ts).
CREATE TABLE calendar_syncs (
  connection_id     uuid        NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  calendar_id       text        NOT NULL,
  name              text        NOT NULL,
  cursor            text,
  round_started_at  timestamptz,
  synced_at         timestamptz,
  PRIMARY KEY (connection_id, calendar_id)
);

-- Down Migration
DROP TABLE calendar_syncs;
