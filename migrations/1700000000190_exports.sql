-- Up Migration
-- A person's exports of activity (api-contract §7.5, product-spec §3 Export): what was asked, how far the
-- background job has got, and the file once it is complete. The file is offered only in status 'done'.
CREATE TABLE exports (
  id           uuid        PRIMARY KEY,
  client_id    uuid        NOT NULL,
  -- Who asked; only they see the export and download its file.
  user_id      uuid        NOT NULL,
  -- Whose activity: one person (null: everyone of the firm whose days the asker may see).
  subject_id   uuid,
  period       text        NOT NULL,
  date_start   date        NOT NULL,
  date_end     date        NOT NULL,
  format       text        NOT NULL CHECK (format IN ('csv', 'excel', 'text')),
  type         text        NOT NULL CHECK (type IN ('basic', 'extended')),
  language     text        NOT NULL,
  time_zone    text        NOT NULL,
  status       text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  rows_total   integer,
  rows_done    integer     NOT NULL DEFAULT 0,
  -- Runs started (a worker that died leaves its run to be started again, up to a limit).
  attempts     integer     NOT NULL DEFAULT 0,
  file_key     text,
  file_size    bigint,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  finished_at  timestamptz,
  CHECK ((status = 'done') = (file_key IS NOT NULL))
);
CREATE INDEX exports_user_idx ON exports (user_id, created_at DESC);
CREATE INDEX exports_running_idx ON exports (id) WHERE status IN ('pending', 'running');

-- An export reads a person's activity by local date.
CREATE INDEX activities_user_date_idx ON activities (client_id, user_id, date);

-- Down Migration
DROP INDEX activities_user_date_idx;
DROP TABLE exports;
