-- Up Migration
-- API tokens: state, not history, like sessions. Only the SHA-256 of the secret is kept: the secret has 256
-- random bits, so a fast hash is enough, and a copy of the table lets nobody in. A revoked token keeps its row
-- (revoked_at) so the person still sees when it was made and last used.
CREATE TABLE api_tokens (
  id            uuid        PRIMARY KEY,
  client_id     uuid        NOT NULL REFERENCES clients (id),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name          text        NOT NULL,
  token_hash    text        NOT NULL UNIQUE,
  abilities     text[]      NOT NULL CHECK (cardinality(abilities) > 0),
  created_at    timestamptz NOT NULL DEFAULT now(),
  last_used_at  timestamptz,
  revoked_at    timestamptz
);
-- A person's tokens, sorted by name (the list's default order, case-insensitive, id as the tiebreaker).
CREATE INDEX api_tokens_user_name_idx ON api_tokens (user_id, lower(name), id);

-- Detections: the raw observations of detectors in ActivityWatch's data model, plain tables, not events. A
-- bucket per detector and device (its id is the watcher's name, unique per person), events of timestamp,
-- duration (seconds) and data.
--
-- last_heartbeat_* is the detection the bucket's next heartbeat may extend, as aw-server keeps it in memory:
-- the result of the last heartbeat, or the newest detection after an insert or a deletion. It lives in the
-- bucket row so that one statement locks the bucket, decides merge-or-insert on the row's current version and
-- writes the detection: two heartbeats on one bucket queue on the row instead of both inserting. The data is
-- kept as the SHA-256 of its jsonb text (jsonb's text is canonical: keys sorted, no spacing).
-- last_event_at is where the newest detection received ends (aw's last_updated).
CREATE TABLE detection_buckets (
  id                       uuid             PRIMARY KEY,
  client_id                uuid             NOT NULL REFERENCES clients (id),
  user_id                  uuid             NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name                     text             NOT NULL,
  type                     text             NOT NULL,
  client                   text             NOT NULL,
  hostname                 text             NOT NULL,
  data                     jsonb            NOT NULL DEFAULT '{}',
  created_at               timestamptz      NOT NULL DEFAULT now(),
  last_event_at            timestamptz,
  last_heartbeat_id        bigint,
  last_heartbeat_at        timestamptz,
  last_heartbeat_duration  double precision,
  last_heartbeat_hash      bytea,
  UNIQUE (user_id, name)
) WITH (fillfactor = 70); -- every heartbeat updates its bucket's row: room on the page keeps those updates HOT

-- Append-only, except the heartbeat merge (which extends a bucket's last detection in place, as aw-server
-- does), a replacement by id, and deletion (a person's, a bucket's, retention's).
CREATE TABLE detections (
  id           bigserial        PRIMARY KEY,
  bucket_id    uuid             NOT NULL REFERENCES detection_buckets (id) ON DELETE CASCADE,
  timestamp    timestamptz      NOT NULL,
  duration     double precision NOT NULL CHECK (duration >= 0),
  data         jsonb            NOT NULL,
  received_at  timestamptz      NOT NULL DEFAULT now()
) WITH (fillfactor = 90); -- merges rewrite the newest rows: room for them on their page
CREATE INDEX detections_bucket_time_idx ON detections (bucket_id, timestamp);

-- Down Migration
DROP TABLE detections;
DROP TABLE detection_buckets;
DROP TABLE api_tokens;
