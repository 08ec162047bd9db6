-- Up Migration
-- The appointments read model (projections/appointments): one row per appointment, as its stream tells it.
CREATE TABLE appointments (
  id            uuid        PRIMARY KEY,
  client_id     uuid        NOT NULL,
  user_id       uuid        NOT NULL,
  day_id        uuid        NOT NULL,
  date          date        NOT NULL,
  source        text        NOT NULL,
  external_id   text        NOT NULL,
  description   text        NOT NULL,
  started_at    timestamptz NOT NULL,
  ended_at      timestamptz NOT NULL,
  location      text,
  attendees     jsonb       NOT NULL,
  status        text        NOT NULL,
  cancelled_by  text,
  contact_id    uuid,
  internal      boolean     NOT NULL,
  ignored       boolean     NOT NULL,
  travel        jsonb       NOT NULL,
  tagged_by     jsonb,
  activities    jsonb       NOT NULL,
  held_changes  jsonb       NOT NULL,
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL
);
CREATE INDEX appointments_user_start_idx ON appointments (user_id, started_at, id);
CREATE INDEX appointments_day_idx ON appointments (day_id);

CREATE TABLE appointments_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE appointments_stream_revisions;
DROP TABLE appointments;
