-- Up Migration
-- The people of a firm: invited (no password yet), deactivated with a reason, archived (deleted_at) and restored.
-- Identity stays state, not history; what changed and who did it goes to the audit log (1700000000121_audit.sql).

-- An invited person has no password until they accept their invitation.
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
ALTER TABLE users
  ADD COLUMN email_verified_at    timestamptz,
  ADD COLUMN deactivated_at       timestamptz,
  ADD COLUMN deactivation_reason  text CHECK (deactivation_reason IN ('termination', 'efficiency', 'detection', 'performance', 'price', 'other')),
  ADD COLUMN is_onboarded         boolean NOT NULL DEFAULT false;
-- Who was deactivated before this migration has no reason on record.
UPDATE users SET deactivated_at = created_at WHERE is_deactivated;
ALTER TABLE users ADD CONSTRAINT users_deactivation_check CHECK (is_deactivated = (deactivated_at IS NOT NULL));

-- Links sent by mail that act once: an invitation (accepting it sets the password and verifies the email) and an
-- email verification. Only the SHA-256 of the secret is kept (it has 256 random bits); a link is good until it
-- expires, is used, or is voided (withdrawn, or replaced by a new one of the same purpose).
CREATE TABLE account_links (
  id          uuid        PRIMARY KEY,
  client_id   uuid        NOT NULL REFERENCES clients (id),
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose     text        NOT NULL CHECK (purpose IN ('invite', 'verify_email')),
  token_hash  text        NOT NULL UNIQUE,
  created_by  uuid,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  voided_at   timestamptz
);
-- A person's links of one purpose, newest first (the invitation a person's record shows is the latest).
CREATE INDEX account_links_user_idx ON account_links (user_id, purpose, created_at DESC);

-- Down Migration
DROP TABLE account_links;
ALTER TABLE users DROP CONSTRAINT users_deactivation_check;
ALTER TABLE users DROP COLUMN is_onboarded, DROP COLUMN deactivation_reason, DROP COLUMN deactivated_at, DROP COLUMN email_verified_at;
UPDATE users SET password_hash = '' WHERE password_hash IS NULL;
ALTER TABLE users ALTER COLUMN password_hash SET NOT NULL;
