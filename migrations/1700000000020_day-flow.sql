-- Up Migration
-- The day flow's read models. One projection keeps them all, in one transaction per batch, so that
-- days, activities and report totals always agree with each other.
CREATE TABLE days (
  id             uuid        PRIMARY KEY,
  client_id      uuid        NOT NULL,
  user_id        uuid        NOT NULL,
  date           date        NOT NULL,
  status         text        NOT NULL,
  duration       integer     NOT NULL DEFAULT 0,
  time_booked    integer     NOT NULL DEFAULT 0,
  time_unbooked  integer     NOT NULL DEFAULT 0,
  activity_count integer     NOT NULL DEFAULT 0,
  published_at   timestamptz,
  updated_at     timestamptz NOT NULL
);
CREATE INDEX days_user_date_idx ON days (client_id, user_id, date);
CREATE INDEX days_published_idx ON days (client_id, date) WHERE status = 'published';

CREATE TABLE activities (
  id                   uuid        PRIMARY KEY,
  client_id            uuid        NOT NULL,
  user_id              uuid        NOT NULL,
  day_id               uuid        NOT NULL,
  date                 date        NOT NULL,
  started_at           timestamptz NOT NULL,
  ended_at             timestamptz NOT NULL,
  original_duration    integer     NOT NULL,
  corrected_duration   integer,
  duration             integer     NOT NULL,
  published_duration   integer,
  contact_id           uuid,
  partner_contact_id   uuid,
  internal             boolean     NOT NULL,
  description          text,
  source_type          text        NOT NULL,
  source_identifier    text,
  source_name          text,
  context              jsonb       NOT NULL,
  status               text        NOT NULL,
  ignored_by_threshold boolean     NOT NULL,
  project_id           uuid,
  subproject_id        uuid,
  working_code_id      uuid,
  removed              boolean     NOT NULL,
  day_status           text        NOT NULL,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);
CREATE INDEX activities_day_idx ON activities (day_id);
CREATE INDEX activities_user_ended_idx ON activities (client_id, user_id, ended_at DESC);
CREATE INDEX activities_published_idx ON activities (client_id, ended_at DESC) WHERE day_status = 'published';

-- Pre-aggregated totals per day and per month: reports never scan activities.
CREATE TABLE report_day_totals (
  client_id          uuid    NOT NULL,
  user_id            uuid    NOT NULL,
  day_id             uuid    NOT NULL,
  date               date    NOT NULL,
  published          boolean NOT NULL,
  contact_id         uuid,
  internal           boolean NOT NULL,
  project_id         uuid,
  subproject_id      uuid,
  working_code_id    uuid,
  source_type        text    NOT NULL,
  activity_count     integer NOT NULL,
  duration           bigint  NOT NULL,
  booked_duration    bigint  NOT NULL,
  published_duration bigint  NOT NULL
);
CREATE INDEX report_day_totals_day_idx ON report_day_totals (day_id);
CREATE INDEX report_day_totals_date_idx ON report_day_totals (client_id, date);
CREATE INDEX report_day_totals_user_idx ON report_day_totals (user_id, date);

CREATE TABLE report_month_totals (
  client_id          uuid    NOT NULL,
  user_id            uuid    NOT NULL,
  month              date    NOT NULL,
  published          boolean NOT NULL,
  contact_id         uuid,
  internal           boolean NOT NULL,
  project_id         uuid,
  subproject_id      uuid,
  working_code_id    uuid,
  source_type        text    NOT NULL,
  activity_count     integer NOT NULL,
  duration           bigint  NOT NULL,
  booked_duration    bigint  NOT NULL,
  published_duration bigint  NOT NULL
);
CREATE INDEX report_month_totals_idx ON report_month_totals (client_id, month);
CREATE INDEX report_month_totals_user_idx ON report_month_totals (user_id, month);

CREATE TABLE day_flow_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE day_flow_stream_revisions;
DROP TABLE report_month_totals;
DROP TABLE report_day_totals;
DROP TABLE activities;
DROP TABLE days;
