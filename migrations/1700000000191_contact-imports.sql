-- Up Migration
-- Contact imports (api-contract §7.9, product-spec §3 and §4): the file's stages, its columns as detected and
-- mapped, and a record per row, pending, processed or failed with its validation error. The records are the
-- import's ledger: a run that dies leaves the pending ones, and the next run resumes with them.
CREATE TABLE contact_imports (
  id           uuid        PRIMARY KEY,
  client_id    uuid        NOT NULL,
  user_id      uuid        NOT NULL,
  filename     text        NOT NULL,
  status       text        NOT NULL DEFAULT 'prepared'
               CHECK (status IN ('prepared', 'uploaded', 'structured', 'processing', 'processed', 'finished', 'failed')),
  file_key     text,
  file_size    bigint,
  file_type    text        CHECK (file_type IN ('csv', 'xlsx')),
  encoding     text,
  -- [{index, name, empty, sample}] as detected when the import started.
  columns      jsonb       NOT NULL DEFAULT '[]',
  -- {company_code, company_name, email_addresses: [...], phone_numbers: [...]}: column names.
  mapping      jsonb,
  rows_total   integer,
  rows_done    integer     NOT NULL DEFAULT 0,
  rows_failed  integer     NOT NULL DEFAULT 0,
  runs         integer     NOT NULL DEFAULT 0,
  error        text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_imports_client_idx ON contact_imports (client_id, created_at DESC);

CREATE TABLE contact_import_records (
  import_id         uuid    NOT NULL REFERENCES contact_imports (id) ON DELETE CASCADE,
  row_number        integer NOT NULL,
  company_code      text,
  company_name      text,
  email_addresses   text[]  NOT NULL DEFAULT '{}',
  phone_numbers     text[]  NOT NULL DEFAULT '{}',
  status            text    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'processed', 'failed')),
  validation_error  text,
  contact_id        uuid,
  PRIMARY KEY (import_id, row_number)
);
CREATE INDEX contact_import_records_pending_idx ON contact_import_records (import_id, row_number) WHERE status = 'pending';
CREATE INDEX contact_import_records_failed_idx ON contact_import_records (import_id, row_number) WHERE status = 'failed';

-- Down Migration
DROP TABLE contact_import_records;
DROP TABLE contact_imports;
