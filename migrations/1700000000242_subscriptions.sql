-- Up Migration
-- A person's subscription (api-contract §7.3, PUT and DELETE /v1/subscriptions/{userId}): one row a person, the
-- plan it is of, since when, and when it ended (NULL: it runs). A row whose end has passed is kept, so the portal
-- can tell "ended" from "never had one". The person's firm is the users row's.
CREATE TABLE subscriptions (
  user_id     uuid        PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  plan        text        NOT NULL CHECK (plan IN ('starter', 'insights', 'premium', 'sidekick', 'timesheets', 'embedded')),
  started_at  timestamptz NOT NULL,
  ends_at     timestamptz
);

-- Down Migration
DROP TABLE subscriptions;
