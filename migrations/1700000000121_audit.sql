-- Up Migration
-- The audit log: every security-relevant change (password, two-factor, role, token, impersonation, sign-in) as
-- one row an organisation's administrators can read. Append-only: the code only ever INSERTs here. A REVOKE of
-- UPDATE and DELETE would not hold, since the portal connects as the table's owner (one role); docs/architecture.md
-- says so. Identity itself stays state (plain tables); this is its history for people, not for replay.
CREATE TABLE audit_log (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at               timestamptz NOT NULL DEFAULT now(),
  client_id        uuid        NOT NULL,
  -- Who did it (null: nobody signed in, say a reset through a mailed link) and whom it concerns.
  actor_user_id    uuid,
  subject_user_id  uuid,
  action           text        NOT NULL,
  details          jsonb       NOT NULL DEFAULT '{}',
  -- The caller's address and the request's reference (the log line and the error answer carry it too).
  ip               text,
  request          text
);
CREATE INDEX audit_log_client_at_idx ON audit_log (client_id, at DESC, id DESC);

-- Down Migration
DROP TABLE audit_log;
