-- Up Migration
-- An organisation's three dimension levels (1 project, 2 subproject, 3 working code).
CREATE TABLE dimension_levels (
  client_id     uuid        NOT NULL,
  id            uuid        NOT NULL,
  structure_id  uuid        NOT NULL,
  level         smallint    NOT NULL CHECK (level BETWEEN 1 AND 3),
  name          text        NOT NULL,
  code_display  text        NOT NULL CHECK (code_display IN ('none', 'prefix', 'suffix')),
  created_at    timestamptz NOT NULL,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (client_id, id),
  UNIQUE (client_id, level)
);

-- Projects, subprojects and working codes. deleted_at marks an archived one; deleted ones are gone.
CREATE TABLE dimensions (
  client_id           uuid        NOT NULL,
  id                  uuid        NOT NULL,
  dimension_level_id  uuid        NOT NULL,
  level               smallint    NOT NULL,
  name                text        NOT NULL,
  code                text,
  parent_id           uuid,
  internal            boolean     NOT NULL,
  is_default          boolean     NOT NULL,
  contact_id          uuid,
  deleted_at          timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX dimensions_client_level_name_idx ON dimensions (client_id, level, lower(name), id);
CREATE INDEX dimensions_client_level_code_idx ON dimensions (client_id, level, lower(code));
CREATE INDEX dimensions_client_parent_idx ON dimensions (client_id, parent_id);

-- Prefills for new dimensions, per level.
CREATE TABLE dimension_templates (
  client_id           uuid        NOT NULL,
  id                  uuid        NOT NULL,
  dimension_level_id  uuid        NOT NULL,
  level               smallint    NOT NULL,
  name                text        NOT NULL,
  code                text,
  internal            boolean     NOT NULL,
  is_default          boolean     NOT NULL,
  deleted_at          timestamptz,
  created_at          timestamptz NOT NULL,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (client_id, id)
);
CREATE INDEX dimension_templates_client_level_name_idx ON dimension_templates (client_id, level, lower(name), id);

-- The last revision of each stream the dimensions projection has applied: replayed events are skipped.
CREATE TABLE dimensions_stream_revisions (
  stream_id  text   PRIMARY KEY,
  revision   bigint NOT NULL
);

-- Down Migration
DROP TABLE dimensions_stream_revisions;
DROP TABLE dimension_templates;
DROP TABLE dimensions;
DROP TABLE dimension_levels;
