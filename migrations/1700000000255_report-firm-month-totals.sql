-- Up Migration
-- A manager's 12-month report of everyone's published days (contacts, dimensions, sources) read every person's
-- month rows of the firm: 96,000 rows for an answer of 3,600 at 400 people. The firm's published month totals,
-- without user_id, answer it from one row per month and key; the manager's own days not yet published still come
-- from their rows in report_month_<kind>. The day-flow projection keeps both from the same day totals.
CREATE TABLE report_firm_month_contacts (
  client_id uuid NOT NULL, month date NOT NULL,
  contact_id uuid, internal boolean NOT NULL,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE TABLE report_firm_month_dimensions (
  client_id uuid NOT NULL, month date NOT NULL,
  project_id uuid, subproject_id uuid, working_code_id uuid,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE TABLE report_firm_month_sources (
  client_id uuid NOT NULL, month date NOT NULL,
  source_type text NOT NULL,
  activity_count integer NOT NULL, duration bigint NOT NULL, booked_duration bigint NOT NULL, published_duration bigint NOT NULL
);
CREATE INDEX report_firm_month_contacts_idx ON report_firm_month_contacts (client_id, month);
CREATE INDEX report_firm_month_dimensions_idx ON report_firm_month_dimensions (client_id, month);
CREATE INDEX report_firm_month_sources_idx ON report_firm_month_sources (client_id, month);

-- What the firm's published days already add up to.
INSERT INTO report_firm_month_contacts
  SELECT client_id, month, contact_id, internal, sum(activity_count), sum(duration), sum(booked_duration), sum(published_duration)
  FROM report_month_contacts WHERE published GROUP BY client_id, month, contact_id, internal;
INSERT INTO report_firm_month_dimensions
  SELECT client_id, month, project_id, subproject_id, working_code_id, sum(activity_count), sum(duration), sum(booked_duration), sum(published_duration)
  FROM report_month_dimensions WHERE published GROUP BY client_id, month, project_id, subproject_id, working_code_id;
INSERT INTO report_firm_month_sources
  SELECT client_id, month, source_type, sum(activity_count), sum(duration), sum(booked_duration), sum(published_duration)
  FROM report_month_sources WHERE published GROUP BY client_id, month, source_type;

-- Down Migration
DROP TABLE report_firm_month_sources;
DROP TABLE report_firm_month_dimensions;
DROP TABLE report_firm_month_contacts;
