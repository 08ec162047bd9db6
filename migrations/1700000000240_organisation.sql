-- Up Migration
-- The organisation's details (api-contract §7.4, PUT /v1/clients), and whether it has been onboarded: given its
-- company data, which POST /v1/clients/onboarding sets once.
ALTER TABLE clients
  ADD COLUMN website       text,
  ADD COLUMN phone         text,
  ADD COLUMN address       text,
  ADD COLUMN address_extra text,
  ADD COLUMN postal        text,
  ADD COLUMN city          text,
  ADD COLUMN country       text CHECK (country ~ '^[A-Z]{2}$'),
  ADD COLUMN onboarded_at  timestamptz;

-- The company debit data (product-spec §3, §5): one row per organisation, set once; the primary key is what makes
-- a second setting fail, also when two arrive at the same moment.
CREATE TABLE client_company_data (
  client_id             uuid        PRIMARY KEY REFERENCES clients (id),
  debit_name            text        NOT NULL,
  debit_iban            text        NOT NULL,
  debit_bic             text,
  debit_email           text        NOT NULL,
  debit_btw             text,
  activation_confirmed  boolean     NOT NULL CHECK (activation_confirmed),
  set_by                uuid        NOT NULL REFERENCES users (id),
  set_at                timestamptz NOT NULL DEFAULT now()
);

-- What people tell the firm's makers (POST /v1/feedback/{kind}): for now the quote given at activation.
CREATE TABLE feedback (
  id          bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  client_id   uuid        NOT NULL REFERENCES clients (id),
  user_id     uuid        NOT NULL REFERENCES users (id),
  kind        text        NOT NULL,
  text        text        NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feedback_client_kind_idx ON feedback (client_id, kind, created_at DESC);

-- Down Migration
DROP TABLE feedback;
DROP TABLE client_company_data;
ALTER TABLE clients DROP COLUMN website, DROP COLUMN phone, DROP COLUMN address, DROP COLUMN address_extra,
  DROP COLUMN postal, DROP COLUMN city, DROP COLUMN country, DROP COLUMN onboarded_at;
