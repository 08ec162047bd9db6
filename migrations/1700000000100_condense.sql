-- Up Migration
-- When a bucket last received a detection (a heartbeat or an insert), by the portal's clock. A device none of
-- whose buckets received anything for a while is quiet: the condenser closes what it sent (docs/detection.md).
ALTER TABLE detection_buckets ADD COLUMN last_received_at timestamptz;
UPDATE detection_buckets SET last_received_at = last_event_at;

-- How far a person's detections are condensed. condensed_until is the cursor: spans that start before it have
-- been registered. reads_from is the earliest start of a detection the next run still needs: one that ends at or
-- after condensed_until less the lookback may have started long before (a window in front all weekend).
CREATE TABLE condense_state (
  user_id          uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  client_id        uuid        NOT NULL REFERENCES clients (id),
  condensed_until  timestamptz NOT NULL,
  reads_from       timestamptz NOT NULL,
  updated_at       timestamptz NOT NULL DEFAULT now()
);

-- Spans that fell on a day already published: a published day takes no more activity, so they are not
-- registered, but kept and listed on the day. The id is the one the activity would have had, so condensing the
-- same detections again records a span once.
CREATE TABLE detections_after_publishing (
  id           uuid        PRIMARY KEY,
  client_id    uuid        NOT NULL REFERENCES clients (id),
  user_id      uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day_id       uuid        NOT NULL,
  started_at   timestamptz NOT NULL,
  ended_at     timestamptz NOT NULL,
  source       jsonb       NOT NULL,
  context      jsonb       NOT NULL,
  -- Which detections it came from: {bucket, from, to}.
  detection    jsonb       NOT NULL,
  recorded_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX detections_after_publishing_day_idx ON detections_after_publishing (day_id, started_at);

-- Down Migration
DROP TABLE detections_after_publishing;
DROP TABLE condense_state;
ALTER TABLE detection_buckets DROP COLUMN last_received_at;
