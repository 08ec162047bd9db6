-- Up Migration
-- The sources read model: what each organisation's activity came from (a source type and identifier: a web
-- host, an application, a mailbox, time added by hand), with its latest name, first and last seen and hours.
-- One projection keeps these tables; it folds the day streams itself, so it is rebuilt on its own.

-- One row per organisation, source type and identifier; the id is name-based (domain/days/source-id.ts).
CREATE TABLE sources (
  id         uuid PRIMARY KEY,
  client_id  uuid NOT NULL,
  type       text NOT NULL,
  identifier text
);
CREATE INDEX sources_identifier_idx ON sources (client_id, lower(identifier), id);

-- The days whose activity the read model holds: whose they are, and whether published (who may see them).
CREATE TABLE source_days (
  id        uuid PRIMARY KEY,
  client_id uuid NOT NULL,
  user_id   uuid NOT NULL,
  date      date NOT NULL,
  status    text NOT NULL
);

-- What the figures are counted from: each activity's source, times and duration (as the day flow counts it).
CREATE TABLE source_activities (
  id                 uuid        PRIMARY KEY,
  day_id             uuid        NOT NULL,
  source_id          uuid        NOT NULL,
  source_type        text        NOT NULL,
  source_identifier  text,
  source_name        text,
  started_at         timestamptz NOT NULL,
  ended_at           timestamptz NOT NULL,
  corrected_duration integer,
  duration           integer     NOT NULL,
  removed            boolean     NOT NULL
);
CREATE INDEX source_activities_day_idx ON source_activities (day_id);

-- Figures per day and source, recomputed for the days a batch touches (bounded by a day's activity) ...
CREATE TABLE source_day_totals (
  day_id         uuid        NOT NULL,
  source_id      uuid        NOT NULL,
  client_id      uuid        NOT NULL,
  user_id        uuid        NOT NULL,
  published      boolean     NOT NULL,
  name           text,
  first_seen     timestamptz NOT NULL,
  last_seen      timestamptz NOT NULL,
  duration       bigint      NOT NULL,
  activity_count integer     NOT NULL
);
CREATE INDEX source_day_totals_day_idx ON source_day_totals (day_id);
CREATE INDEX source_day_totals_source_idx ON source_day_totals (source_id, user_id);

-- ... and per person and source, published days apart from the others: a list reads these, a row or two per
-- person who used the source, never the activity.
CREATE TABLE source_totals (
  source_id      uuid        NOT NULL,
  client_id      uuid        NOT NULL,
  user_id        uuid        NOT NULL,
  published      boolean     NOT NULL,
  name           text,
  first_seen     timestamptz NOT NULL,
  last_seen      timestamptz NOT NULL,
  duration       bigint      NOT NULL,
  activity_count integer     NOT NULL
);
CREATE INDEX source_totals_source_idx ON source_totals (source_id, user_id);

CREATE TABLE sources_stream_revisions (
  stream_id text   PRIMARY KEY,
  revision  bigint NOT NULL
);

-- Down Migration
DROP TABLE sources_stream_revisions;
DROP TABLE source_totals;
DROP TABLE source_day_totals;
DROP TABLE source_activities;
DROP TABLE source_days;
DROP TABLE sources;
