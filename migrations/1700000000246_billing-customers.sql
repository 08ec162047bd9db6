-- Up Migration
-- The firm as the payment provider's customer (api-contract §7.15, product-spec §3 "Billing customer"): the
-- provider's customer id, and once the firm activated through billing, its subscription there and how often it
-- pays. Everything else (name, tax id, payment method) is the provider's to keep and is read from it.
CREATE TABLE billing_customers (
  client_id        uuid        PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  customer_id      text        NOT NULL UNIQUE,
  subscription_id  text,
  frequency        text        CHECK (frequency IN ('monthly', 'yearly')),
  created_at       timestamptz NOT NULL DEFAULT now()
);

-- Down Migration
DROP TABLE billing_customers;
