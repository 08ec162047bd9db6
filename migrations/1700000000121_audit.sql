-- Up Migration
-- The audit log: every security-relevant change (sign-ins and failed attempts, passwords, two-factor, roles,
-- invitations, deactivation, archive and restore, API tokens, impersonation), appended and never changed.
-- client_id is the firm whose administrators read the entry; NULL for what belongs to no firm (a failed sign-in
-- with an address nobody has). Ids are not foreign keys: an entry outlives the person it names.
CREATE TABLE audit_log (
  id               bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id        uuid,
  at               timestamptz NOT NULL DEFAULT now(),
  actor_user_id    uuid,
  subject_user_id  uuid,
  action           text        NOT NULL,
  details          jsonb       NOT NULL DEFAULT '{}',
  ip               text,
  request          text
);
CREATE INDEX audit_log_client_at_idx ON audit_log (client_id, at DESC, id DESC);
CREATE INDEX audit_log_client_action_idx ON audit_log (client_id, action, at DESC);
CREATE INDEX audit_log_client_actor_idx ON audit_log (client_id, actor_user_id, at DESC);
CREATE INDEX audit_log_client_subject_idx ON audit_log (client_id, subject_user_id, at DESC);

-- Append-only. The portal connects as one role that owns its tables, so REVOKE UPDATE, DELETE would not bind it;
-- a trigger refuses both (and TRUNCATE) to anyone, our own code included. Only a migration that drops the trigger
-- could change history, and that shows in the repository.
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit log is append-only: % is not allowed', TG_OP;
END;
$$;
CREATE TRIGGER audit_log_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();

-- Down Migration
DROP TABLE audit_log;
DROP FUNCTION audit_log_append_only();
