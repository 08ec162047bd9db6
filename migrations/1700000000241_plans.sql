-- Up Migration
-- The firm's plan and trial (plans/, api-contract §9.3). `plan` is the plan it activated (NULL while on trial or
-- before it ever activated); `trial_days` is the trial's length from created_at: 14, plus 3 for every colleague
-- who accepted an invitation while the firm was on trial. Ending the subscription (POST /v1/rpc/deactivate) keeps
-- its reason and moment.
ALTER TABLE clients
  ADD COLUMN plan                text        CHECK (plan IN ('free', 'starter', 'insights', 'premium', 'sidekick', 'timesheets', 'embedded')),
  ADD COLUMN trial_days          integer     NOT NULL DEFAULT 14 CHECK (trial_days >= 0),
  ADD COLUMN deactivated_at      timestamptz,
  ADD COLUMN deactivation_reason text        CHECK (deactivation_reason IN ('termination', 'efficiency', 'detection', 'performance', 'price', 'other'));

-- Down Migration
ALTER TABLE clients DROP COLUMN deactivation_reason, DROP COLUMN deactivated_at, DROP COLUMN trial_days, DROP COLUMN plan;
