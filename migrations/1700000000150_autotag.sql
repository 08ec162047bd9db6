-- Up Migration
-- Tagging by itself (docs/rules.md, "Tags"). Each activity row says who tagged it last (tag_source: 'hand', 'tag'
-- or null) and which tag (tagged_by: {tag_id, reference}), and carries its references' keys (refs, `type:value` as
-- domain/tags referenceKey writes them) so that re-tagging finds the open days' activity of a reference through a
-- GIN index instead of reading every activity. Rows written before keep empty refs until a rebuild of the day flow
-- (npm run rebuild) recomputes them; their tagging was a person's (no tag tagged anything before), which the
-- update below records.
ALTER TABLE activities
  ADD COLUMN tag_source text CHECK (tag_source IN ('hand', 'tag')),
  ADD COLUMN tagged_by  jsonb,
  ADD COLUMN refs       text[] NOT NULL DEFAULT '{}';
UPDATE activities SET tag_source = 'hand' WHERE contact_id IS NOT NULL OR internal;
-- Only open days are re-tagged: the index leaves published and locked days out.
CREATE INDEX activities_open_refs_idx ON activities USING gin (refs) WHERE day_status = 'open' AND NOT removed;

-- Down Migration
DROP INDEX activities_open_refs_idx;
ALTER TABLE activities DROP COLUMN refs, DROP COLUMN tagged_by, DROP COLUMN tag_source;
