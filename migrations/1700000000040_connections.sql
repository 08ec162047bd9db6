-- Up Migration
-- A firm's (or, for Jira, a person's) connection to an external system. Credentials are encrypted with
-- AES-256-GCM under CREDENTIALS_KEY (iv + auth tag + ciphertext); nothing here is readable without the key.
CREATE TABLE connections (
  id           uuid        PRIMARY KEY,
  client_id    uuid        NOT NULL,
  user_id      uuid,
  system       text        NOT NULL,
  status       text        NOT NULL CHECK (status IN ('active', 'invalid', 'detached')),
  credentials  bytea       NOT NULL,
  account      jsonb,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  UNIQUE NULLS NOT DISTINCT (client_id, user_id, system)
);

-- Our id of a contact, dimension or user → the external system's id.
CREATE TABLE external_mappings (
  client_id    uuid        NOT NULL,
  system       text        NOT NULL,
  kind         text        NOT NULL CHECK (kind IN ('contact', 'project', 'subproject', 'working_code', 'user')),
  our_id       uuid        NOT NULL,
  external_id  text        NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (client_id, system, kind, our_id)
);

-- Down Migration
DROP TABLE external_mappings;
DROP TABLE connections;
