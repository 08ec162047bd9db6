-- Up Migration
-- Sign-in attempts counted per account and per address (api/routes/auth/login-attempts.ts), in the database so
-- that every portal process counts toward the same limit. A counter's window is fixed from its first attempt;
-- rows past their window are counted from one again, and deleted hourly (identity/attempt-counts.ts).
CREATE TABLE attempt_counters (
  key             text        PRIMARY KEY,
  count           integer     NOT NULL,
  window_ends_at  timestamptz NOT NULL
);

-- Down Migration
DROP TABLE attempt_counters;
