-- Up Migration
-- Teams call records read for an organisation through its Microsoft 365 tenant (POST /v1/rpc/microsoft/teams): a row
-- while they are switched on; `cursor` is the page to read next mid-round, or the instant the next round reads from
-- (calendar/calls/sync.ts). Kept after every page.
CREATE TABLE call_record_syncs (
  client_id   uuid        PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  tenant_id   text        NOT NULL,
  enabled_at  timestamptz NOT NULL,
  cursor      text,
  synced_at   timestamptz
);

-- Down Migration
DROP TABLE call_record_syncs;
