-- Up Migration
-- Month totals per report kind: a 12-month report then aggregates only the key it groups by (contacts,
-- dimensions, sources or users), not every combination of all of them.
DROP TABLE report_month_totals;

CREATE TABLE report_month_contacts (
  client_id uuid NOT NULL, user_id uuid NOT NULL, month date NOT NULL, published boolean NOT NULL,
  contact_id uuid, internal boolean NOT NULL,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE TABLE report_month_dimensions (
  client_id uuid NOT NULL, user_id uuid NOT NULL, month date NOT NULL, published boolean NOT NULL,
  project_id uuid, subproject_id uuid, working_code_id uuid,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE TABLE report_month_sources (
  client_id uuid NOT NULL, user_id uuid NOT NULL, month date NOT NULL, published boolean NOT NULL,
  source_type text NOT NULL,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE TABLE report_month_users (
  client_id uuid NOT NULL, user_id uuid NOT NULL, month date NOT NULL, published boolean NOT NULL,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE INDEX report_month_contacts_idx ON report_month_contacts (client_id, month);
CREATE INDEX report_month_contacts_user_idx ON report_month_contacts (user_id, month);
CREATE INDEX report_month_dimensions_idx ON report_month_dimensions (client_id, month);
CREATE INDEX report_month_dimensions_user_idx ON report_month_dimensions (user_id, month);
CREATE INDEX report_month_sources_idx ON report_month_sources (client_id, month);
CREATE INDEX report_month_sources_user_idx ON report_month_sources (user_id, month);
CREATE INDEX report_month_users_idx ON report_month_users (client_id, month);
CREATE INDEX report_month_users_user_idx ON report_month_users (user_id, month);

-- Down Migration
DROP TABLE report_month_users;
DROP TABLE report_month_sources;
DROP TABLE report_month_dimensions;
DROP TABLE report_month_contacts;
CREATE TABLE report_month_totals (
  client_id uuid NOT NULL, user_id uuid NOT NULL, month date NOT NULL, published boolean NOT NULL,
  contact_id uuid, internal boolean NOT NULL, project_id uuid, subproject_id uuid, working_code_id uuid,
  source_type text NOT NULL, activity_count integer NOT NULL, duration bigint NOT NULL,
  booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
