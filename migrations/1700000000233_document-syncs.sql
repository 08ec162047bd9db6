-- Up Migration
-- Where reading a drive's changes stands, per Microsoft 365 connection (connections.user_id is the person) and
-- SharePoint drive a chosen folder lies in: `cursor` is Graph's link to read next, mid-round the next page, between
-- rounds the delta link; no row means a full round (calendar/documents/sync-connection.ts). Kept after every page,
-- so a failed page is read again, not the round.
CREATE TABLE document_syncs (
  connection_id  uuid        NOT NULL REFERENCES connections (id) ON DELETE CASCADE,
  drive_id       text        NOT NULL,
  cursor         text        NOT NULL,
  synced_at      timestamptz NOT NULL,
  PRIMARY KEY (connection_id, drive_id)
);

-- Down Migration
DROP TABLE document_syncs;
