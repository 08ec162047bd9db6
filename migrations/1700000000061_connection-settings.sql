-- Up Migration
-- A connection's settings (POST /v1/rpc/integration/crm/settings), per system: Teamleader's default_work_type_id,
-- the work type of time whose working code maps to none. Validated against the system when stored.
ALTER TABLE connections ADD COLUMN settings jsonb NOT NULL DEFAULT '{}';

-- Down Migration
ALTER TABLE connections DROP COLUMN settings;
