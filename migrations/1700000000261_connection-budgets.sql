-- Up Migration
-- Each vendor connection's call budget (integrations/push/rate-limit.ts), in the database so that every portal
-- process's push worker draws on the same budget: a token bucket refilled continuously, and paused until a vendor's
-- Retry-After has passed. Runtime state, like push_leases: a rebuild leaves it alone.
CREATE TABLE connection_budgets (
  key              text             PRIMARY KEY,
  client_id        uuid             NOT NULL,
  system           text             NOT NULL,
  connection_user  uuid,
  tokens           double precision NOT NULL,
  updated_at       timestamptz      NOT NULL,
  paused_until     timestamptz      NOT NULL DEFAULT '-infinity'
);
CREATE INDEX connection_budgets_recent_idx ON connection_budgets (updated_at);

-- Down Migration
DROP TABLE connection_budgets;
