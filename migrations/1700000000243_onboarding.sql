-- Up Migration
-- Onboarding tasks (product-spec §2/§3) complete themselves from what a person did, read from the portal's own
-- state when asked (domain/onboarding): nothing here says a task is done. What a person decides is kept: the
-- tasks they dismissed (DELETE /v1/users/{id}/onboarding/{key}), which stay dismissed.
CREATE TABLE onboarding_dismissals (
  client_id     uuid        NOT NULL REFERENCES clients (id),
  user_id       uuid        NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key           text        NOT NULL,
  dismissed_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, key)
);

-- Down Migration
DROP TABLE onboarding_dismissals;
