-- Up Migration
-- Where reading a person's sent mail stands, per Microsoft 365 or Google connection (connections.user_id is the
-- person): `cursor` is the page to read next mid-round, or the instant the next round reads from; NULL means a
-- first round (calendar/mail/sync.ts). Kept after every page, so a failed page is read again, not the round.
CREATE TABLE mail_syncs (
  connection_id  uuid        PRIMARY KEY REFERENCES connections (id) ON DELETE CASCADE,
  cursor         text,
  synced_at      timestamptz
);

-- Sent mail and calls detected on a day after it was published come from a vendor's record, not from detections.
ALTER TABLE detections_after_publishing ALTER COLUMN detection DROP NOT NULL;

-- Down Migration
DELETE FROM detections_after_publishing WHERE detection IS NULL;
ALTER TABLE detections_after_publishing ALTER COLUMN detection SET NOT NULL;
DROP TABLE mail_syncs;
