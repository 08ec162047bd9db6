-- Up Migration
-- Identity is state, not history: organisations, users, password hashes and sessions are plain tables.
CREATE TABLE clients (
  id                    uuid        PRIMARY KEY,
  name                  text        NOT NULL,
  email                 text,
  status                text        NOT NULL DEFAULT 'trial' CHECK (status IN ('trial', 'active', 'suspended')),
  subscription_ends_at  timestamptz,
  time_zone             text        NOT NULL DEFAULT 'Europe/Amsterdam',
  created_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id               uuid        PRIMARY KEY,
  client_id        uuid        NOT NULL REFERENCES clients (id),
  email            text        NOT NULL,
  password_hash    text        NOT NULL,
  name_first       text        NOT NULL,
  name_prefix      text,
  name_last        text        NOT NULL,
  role             text        NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'manager', 'admin')),
  language         text        NOT NULL DEFAULT 'nl',
  time_zone        text,
  is_deactivated   boolean     NOT NULL DEFAULT false,
  transferred_at   timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  deleted_at       timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_client_idx ON users (client_id);

CREATE TABLE sessions (
  id_hash     text        PRIMARY KEY,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One row: maintenance mode, switched by the CLI.
CREATE TABLE system_state (
  id           boolean PRIMARY KEY DEFAULT true CHECK (id),
  maintenance  boolean NOT NULL DEFAULT false
);
INSERT INTO system_state DEFAULT VALUES;

-- Down Migration
DROP TABLE system_state;
DROP TABLE sessions;
DROP TABLE users;
DROP TABLE clients;
