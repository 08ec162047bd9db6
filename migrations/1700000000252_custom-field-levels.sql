-- Up Migration
-- The dimension levels a custom field of dimensions is kept on (project, subproject, working code); a field defined
-- before fields named their levels is kept on all of them, a field of activities on none.
ALTER TABLE custom_fields ADD COLUMN levels text[] NOT NULL DEFAULT '{}';
UPDATE custom_fields SET levels = '{project,subproject,working_code}' WHERE applies_to = 'dimension';

-- Down Migration
ALTER TABLE custom_fields DROP COLUMN levels;
