-- Up Migration
-- Single sign-on with Google and Microsoft (OpenID Connect) and impersonation.

-- A person's accounts at the providers, by the provider's subject (`sub`): signing in with one signs that person in.
-- A subject belongs to one person; a person has at most one account per provider. The email is shown, never matched.
CREATE TABLE sign_on_links (
  provider    text        NOT NULL CHECK (provider IN ('google', 'microsoft')),
  subject     text        NOT NULL,
  user_id     uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email       text,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (user_id, provider)
);

-- Sign-ins started and not yet finished: the `state` handed to the provider, as a SHA-256 digest, single use and
-- short-lived, with what finishing it needs (the nonce the ID token must carry, the PKCE verifier) and the browser
-- that started it (a digest of its httpOnly cookie), so that nobody can finish it in another browser.
CREATE TABLE sign_on_states (
  state_hash     text        PRIMARY KEY,
  provider       text        NOT NULL,
  intent         text        NOT NULL CHECK (intent IN ('sign_in', 'admin', 'link')),
  -- the person linking an account; NULL for a sign-in
  user_id        uuid        REFERENCES users (id) ON DELETE CASCADE,
  browser_hash   text        NOT NULL,
  nonce          text        NOT NULL,
  code_verifier  text        NOT NULL,
  redirect       text,
  expires_at     timestamptz NOT NULL
);

-- An impersonation session remembers the administrator acting as the session's person.
ALTER TABLE sessions ADD COLUMN impersonator_user_id uuid REFERENCES users (id) ON DELETE CASCADE;

-- Sign-in links an administrator makes to act as a person in another browser (?login_token=…): a SHA-256 digest
-- of the token, single use, a few minutes long.
CREATE TABLE login_tokens (
  token_hash            text        PRIMARY KEY,
  user_id               uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_user_id  uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at            timestamptz NOT NULL
);

-- Down Migration
DROP TABLE login_tokens;
ALTER TABLE sessions DROP COLUMN impersonator_user_id;
DROP TABLE sign_on_states;
DROP TABLE sign_on_links;
