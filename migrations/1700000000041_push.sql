-- Up Migration
-- One row per push (activity × target system), kept by the push-queue projection from the push events.
-- The worker owns the lease columns only: it claims due rows with FOR UPDATE SKIP LOCKED and a lease
-- expiry, so two workers (or a restarted one) never run the same push at once.
CREATE TABLE push_queue (
  push_id          uuid        PRIMARY KEY,
  client_id        uuid        NOT NULL,
  user_id          uuid        NOT NULL,
  day_id           uuid        NOT NULL,
  activity_id      uuid        NOT NULL,
  date             date        NOT NULL,
  system           text        NOT NULL,
  connection_user  uuid,
  entry            jsonb       NOT NULL,
  status           text        NOT NULL CHECK (status IN ('pending', 'succeeded', 'cancelled')),
  attempts         integer     NOT NULL,
  -- attempts at the last retry a person asked for: the automatic budget counts from there
  retry_from       integer     NOT NULL DEFAULT 0,
  next_attempt_at  timestamptz,
  external_id      text,
  error            jsonb,
  revision         bigint      NOT NULL,
  requested_at     timestamptz NOT NULL,
  leased_until     timestamptz,
  lease_owner      text
);
CREATE INDEX push_queue_due_idx ON push_queue (next_attempt_at) WHERE status = 'pending' AND next_attempt_at IS NOT NULL;
CREATE INDEX push_queue_day_idx ON push_queue (day_id);
CREATE INDEX push_queue_activity_idx ON push_queue (client_id, activity_id);

-- Pushes as people see them (product-spec §3 Synchronization error): a row from the request on, listed as a
-- sync error while its last attempt failed (error_code set), off the list (error cleared) on success or cancel.
CREATE TABLE sync_errors (
  push_id            uuid        PRIMARY KEY,
  client_id          uuid        NOT NULL,
  user_id            uuid        NOT NULL,
  day_id             uuid        NOT NULL,
  activity_id        uuid        NOT NULL,
  date               date        NOT NULL,
  system             text        NOT NULL,
  contact_id         uuid,
  project_id         uuid,
  subproject_id      uuid,
  working_code_id    uuid,
  published_duration integer     NOT NULL,
  description        text,
  error_code         text,
  error_kind         text,
  error_message      text,
  error_status       integer,
  attempts           integer     NOT NULL,
  next_attempt_at    timestamptz,
  failed_at          timestamptz,
  revision           bigint      NOT NULL
);
CREATE INDEX sync_errors_client_idx ON sync_errors (client_id, date DESC);
CREATE INDEX sync_errors_activity_idx ON sync_errors (client_id, activity_id);

-- Down Migration
DROP TABLE sync_errors;
DROP TABLE push_queue;
