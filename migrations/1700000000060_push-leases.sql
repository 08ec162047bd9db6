-- Up Migration
-- The worker's leases leave the push_queue read model for a table of their own. A lease is runtime state (which
-- worker attempts a push, until when), not something the push events say: `npm run rebuild` replays push_queue
-- into fresh tables and swaps them in without the leases, so a push under way could be claimed a second time
-- (a duplicate at check-then-create vendors). A rebuild touches only a projection's own tables, so here the
-- leases survive it without the rebuild having to know about them.
CREATE TABLE push_leases (
  push_id       uuid        PRIMARY KEY,
  lease_owner   text        NOT NULL,
  leased_until  timestamptz NOT NULL
);
INSERT INTO push_leases (push_id, lease_owner, leased_until)
  SELECT push_id, lease_owner, leased_until FROM push_queue WHERE leased_until IS NOT NULL AND lease_owner IS NOT NULL;
ALTER TABLE push_queue DROP COLUMN leased_until, DROP COLUMN lease_owner;

-- Down Migration
ALTER TABLE push_queue ADD COLUMN leased_until timestamptz, ADD COLUMN lease_owner text;
UPDATE push_queue q SET leased_until = l.leased_until, lease_owner = l.lease_owner FROM push_leases l WHERE l.push_id = q.push_id;
DROP TABLE push_leases;
