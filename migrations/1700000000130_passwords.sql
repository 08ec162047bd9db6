-- Up Migration
-- Passwords and two-factor sign-in (docs/rules.md, "Signing in"). Identity stays state: plain tables.

-- A person's TOTP secret, encrypted with CREDENTIALS_KEY (AES-256-GCM, as connection credentials are). It is set
-- when two-factor is turned on and counts only once confirmed with a code. The last time step a code was accepted
-- for: a code is never taken twice, nor one older than the last.
ALTER TABLE users
  ADD COLUMN two_factor_secret        bytea,
  ADD COLUMN two_factor_confirmed_at  timestamptz,
  ADD COLUMN two_factor_last_step     bigint;

-- An administrator's setting: everyone in the firm signs in with two-factor.
ALTER TABLE clients ADD COLUMN two_factor_required boolean NOT NULL DEFAULT false;

-- Recovery codes, shown once when two-factor is confirmed; only their SHA-256 is kept (they are random, 50 bits
-- each, so a slow hash adds nothing), and each works once.
CREATE TABLE two_factor_recovery_codes (
  user_id    uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text        NOT NULL,
  used_at    timestamptz,
  PRIMARY KEY (user_id, code_hash)
);

-- A sign-in waiting for its two-factor code: the password was right, no session exists yet. Only a hash of the
-- pending-login cookie's token is kept.
CREATE TABLE two_factor_challenges (
  id_hash     text        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id);

-- Password reset links: a hash of the mailed token, valid for an hour, used once.
CREATE TABLE password_resets (
  token_hash  text        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);

-- Down Migration
DROP TABLE password_resets;
DROP TABLE two_factor_challenges;
DROP TABLE two_factor_recovery_codes;
ALTER TABLE clients DROP COLUMN two_factor_required;
ALTER TABLE users DROP COLUMN two_factor_last_step, DROP COLUMN two_factor_confirmed_at, DROP COLUMN two_factor_secret;
