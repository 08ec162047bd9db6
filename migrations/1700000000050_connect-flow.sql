-- Up Migration
-- The step-by-step connect flow: a connection is `connecting` until a person confirms it, remembers the step it
-- waits for, the last step's error and the choices it offers (tenants, Jira sites). Credentials may be absent
-- while connecting (an OAuth step that failed before any token). `version` moves on every credential change so
-- a token refresh is a compare-and-set; `refreshing_until` is the short claim of the one process refreshing
-- (a claim, not a row lock: a transaction held open over a vendor call would stall the event store's readers).
ALTER TABLE connections DROP CONSTRAINT connections_status_check;
ALTER TABLE connections ADD CONSTRAINT connections_status_check CHECK (status IN ('connecting', 'active', 'invalid', 'detached'));
ALTER TABLE connections ALTER COLUMN credentials DROP NOT NULL;
ALTER TABLE connections
  ADD COLUMN connect_step            text CHECK (connect_step IN ('credentials', 'oauth', 'tenant', 'cloud_site', 'confirm')),
  ADD COLUMN connect_step_error      jsonb,
  ADD COLUMN connect_step_suggestion jsonb,
  ADD COLUMN confirmed_at            timestamptz,
  ADD COLUMN version                 integer NOT NULL DEFAULT 0,
  ADD COLUMN refreshing_until        timestamptz;

-- OAuth `state` values handed out by oauth-init: stored as a SHA-256 digest, single use, short-lived.
CREATE TABLE oauth_states (
  state_hash       bytea       PRIMARY KEY,
  client_id        uuid        NOT NULL,
  started_by       uuid        NOT NULL,
  -- the user whose own grant this is; NULL for the organisation's connection
  connection_user  uuid,
  system           text        NOT NULL,
  expires_at       timestamptz NOT NULL
);

-- The last synchronization of an organisation's external lists, per kind (crm, ticket); one per hour.
CREATE TABLE external_syncs (
  client_id        uuid        NOT NULL,
  kind             text        NOT NULL CHECK (kind IN ('crm', 'ticket')),
  started_at       timestamptz NOT NULL,
  synchronized_at  timestamptz,
  PRIMARY KEY (client_id, kind)
);

-- The external system's clients, projects, tasks and users, for pick lists when mapping ours to them.
CREATE TABLE external_items (
  client_id        uuid        NOT NULL,
  system           text        NOT NULL,
  kind             text        NOT NULL CHECK (kind IN ('client', 'project', 'task', 'user')),
  external_id      text        NOT NULL,
  name             text        NOT NULL,
  parent_id        text,
  email            text,
  synchronized_at  timestamptz NOT NULL,
  PRIMARY KEY (client_id, system, kind, external_id)
);

-- Down Migration
DROP TABLE external_items;
DROP TABLE external_syncs;
DROP TABLE oauth_states;
ALTER TABLE connections DROP COLUMN refreshing_until, DROP COLUMN version, DROP COLUMN confirmed_at,
  DROP COLUMN connect_step_suggestion, DROP COLUMN connect_step_error, DROP COLUMN connect_step;
DELETE FROM connections WHERE credentials IS NULL OR status = 'connecting';
ALTER TABLE connections ALTER COLUMN credentials SET NOT NULL;
ALTER TABLE connections DROP CONSTRAINT connections_status_check;
ALTER TABLE connections ADD CONSTRAINT connections_status_check CHECK (status IN ('active', 'invalid', 'detached'));
