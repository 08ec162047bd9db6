-- Up Migration
-- What the payment provider told the portal (POST /v1/billing/webhooks, docs/rules.md "Billing"): one row per
-- event, keyed by the provider's event id, written in the same transaction as what the event changed, so an event
-- delivered twice (or twice at once) changes the firm once. `outcome` says what it did; `client_id` is NULL for an
-- event about a customer the portal does not know. Only the transaction that adds a row sets its outcome.
CREATE TABLE billing_events (
  event_id     text        PRIMARY KEY,
  type         text        NOT NULL,
  client_id    uuid        REFERENCES clients (id) ON DELETE CASCADE,
  outcome      text        NOT NULL CHECK (outcome IN ('suspended', 'reactivated', 'plan_ended', 'status_mirrored', 'unchanged', 'ignored')),
  created_at   timestamptz NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_events_client_idx ON billing_events (client_id, created_at DESC);

-- The subscription's status at the provider (active, past_due, unpaid, …) as its last event said, and when the
-- provider made the last payment and subscription events applied: the provider does not deliver events in order,
-- so an older one arriving late changes nothing.
ALTER TABLE billing_customers
  ADD COLUMN subscription_status   text,
  ADD COLUMN payment_event_at      timestamptz,
  ADD COLUMN subscription_event_at timestamptz;

-- Why a suspended firm is suspended: 'payment_failed' when an invoice could not be paid, which a paid invoice lifts;
-- NULL for a suspension the operator made, which no payment lifts.
ALTER TABLE clients ADD COLUMN suspension_reason text CHECK (suspension_reason IN ('payment_failed'));

-- Down Migration
ALTER TABLE clients DROP COLUMN suspension_reason;
ALTER TABLE billing_customers DROP COLUMN subscription_event_at, DROP COLUMN payment_event_at, DROP COLUMN subscription_status;
DROP TABLE billing_events;
