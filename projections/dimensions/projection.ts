import type pg from 'pg';
import { withCustomChanges, type CustomValues } from '../../domain/custom-fields/index.js';
import { DIMENSIONS_STREAM_PREFIX, dimensionEventTypes, type DimensionEvent } from '../../domain/dimensions/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';
import { RowBatch, type TableShape } from './row-batch.js';

// Dates when loaded from the table, ISO strings when they come from an event.
type Timestamp = string | Date;

interface LevelRow {
  client_id: string;
  id: string;
  structure_id: string;
  level: number;
  name: string;
  code_display: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface DimensionRow {
  client_id: string;
  id: string;
  dimension_level_id: string;
  level: number;
  name: string;
  code: string | null;
  parent_id: string | null;
  internal: boolean;
  is_default: boolean;
  contact_id: string | null;
  customfields: CustomValues;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface TemplateRow {
  client_id: string;
  id: string;
  dimension_level_id: string;
  level: number;
  name: string;
  code: string | null;
  internal: boolean;
  is_default: boolean;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

const LEVELS: TableShape<LevelRow> = {
  table: 'dimension_levels',
  columns: [['client_id', 'uuid'], ['id', 'uuid'], ['structure_id', 'uuid'], ['level', 'smallint'], ['name', 'text'], ['code_display', 'text'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz']],
};

const DIMENSIONS: TableShape<DimensionRow> = {
  table: 'dimensions',
  columns: [
    ['client_id', 'uuid'], ['id', 'uuid'], ['dimension_level_id', 'uuid'], ['level', 'smallint'], ['name', 'text'], ['code', 'text'],
    ['parent_id', 'uuid'], ['internal', 'boolean'], ['is_default', 'boolean'], ['contact_id', 'uuid'], ['customfields', 'jsonb'],
    ['deleted_at', 'timestamptz'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ],
};

const TEMPLATES: TableShape<TemplateRow> = {
  table: 'dimension_templates',
  columns: [
    ['client_id', 'uuid'], ['id', 'uuid'], ['dimension_level_id', 'uuid'], ['level', 'smallint'], ['name', 'text'], ['code', 'text'],
    ['internal', 'boolean'], ['is_default', 'boolean'], ['deleted_at', 'timestamptz'], ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
  ],
};

type RecordedDimensionEvent = RecordedEvent<DimensionEvent>;
const clientOf = (event: RecordedDimensionEvent) => event.streamId.slice(DIMENSIONS_STREAM_PREFIX.length);

interface Batch {
  levels: RowBatch<LevelRow>;
  dimensions: RowBatch<DimensionRow>;
  templates: RowBatch<TemplateRow>;
}

/** The dimensions read model: levels, dimensions and templates, folded batch by batch like contacts. */
export const dimensionsProjection: Projection<DimensionEvent> = {
  name: 'dimensions',
  streams: [DIMENSIONS_STREAM_PREFIX],
  eventTypes: dimensionEventTypes,
  tables: ['dimension_levels', 'dimensions', 'dimension_templates', 'dimensions_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'dimensions_stream_revisions', events);
    if (fresh.length === 0) return;
    const batch: Batch = { levels: new RowBatch(LEVELS), dimensions: new RowBatch(DIMENSIONS), templates: new RowBatch(TEMPLATES) };
    await load(db, batch, fresh);
    for (const event of fresh) fold(batch, clientOf(event), event);
    await batch.levels.write(db);
    await batch.dimensions.write(db);
    await batch.templates.write(db);
  },
};

/** Rows that events other than creates change must be read first. */
async function load(db: pg.ClientBase, batch: Batch, events: RecordedDimensionEvent[]): Promise<void> {
  const keys = { levels: [] as [string, string][], dimensions: [] as [string, string][], templates: [] as [string, string][] };
  for (const event of events) {
    const client = clientOf(event);
    if (event.type === 'DimensionLevelChanged') keys.levels.push([client, event.data.dimension_level_id]);
    else if (event.type === 'DimensionCreated' || event.type === 'DimensionTemplateCreated' || event.type === 'DimensionLevelsInitialised') continue;
    else if ('dimension_id' in event.data) keys.dimensions.push([client, event.data.dimension_id]);
    else if ('template_id' in event.data) keys.templates.push([client, event.data.template_id]);
  }
  await batch.levels.load(db, keys.levels);
  await batch.dimensions.load(db, keys.dimensions);
  await batch.templates.load(db, keys.templates);
}

function fold({ levels, dimensions, templates }: Batch, client_id: string, event: DimensionEvent): void {
  const at = event.data.at;
  switch (event.type) {
    case 'DimensionLevelsInitialised':
      for (const level of event.data.levels) {
        levels.set({ client_id, structure_id: event.data.structure_id, ...level, created_at: at, updated_at: at });
      }
      return;
    case 'DimensionLevelChanged':
      levels.update(client_id, event.data.dimension_level_id, { name: event.data.name, code_display: event.data.code_display, updated_at: at });
      return;
    case 'DimensionCreated': {
      const { dimension_id: id, at: _at, ...fields } = event.data;
      dimensions.set({ client_id, id, ...fields, customfields: {}, deleted_at: null, created_at: at, updated_at: at });
      return;
    }
    case 'DimensionUpdated': {
      const { dimension_id: id, at: _at, ...fields } = event.data;
      dimensions.update(client_id, id, { ...fields, updated_at: at });
      return;
    }
    case 'DimensionCustomFieldsSet': {
      const kept = dimensions.get(client_id, event.data.dimension_id)?.customfields ?? {};
      dimensions.update(client_id, event.data.dimension_id, { customfields: withCustomChanges(kept, event.data.values), updated_at: at });
      return;
    }
    case 'DimensionDefaultUnset':
      dimensions.update(client_id, event.data.dimension_id, { is_default: false, updated_at: at });
      return;
    case 'DimensionArchived':
    case 'DimensionRestored':
      dimensions.update(client_id, event.data.dimension_id, { deleted_at: event.type === 'DimensionArchived' ? at : null, updated_at: at });
      return;
    case 'DimensionDeleted':
      dimensions.remove(client_id, event.data.dimension_id);
      return;
    case 'DimensionTemplateCreated': {
      const { template_id: id, at: _at, ...fields } = event.data;
      templates.set({ client_id, id, ...fields, deleted_at: null, created_at: at, updated_at: at });
      return;
    }
    case 'DimensionTemplateUpdated': {
      const { template_id: id, at: _at, ...fields } = event.data;
      templates.update(client_id, id, { ...fields, updated_at: at });
      return;
    }
    case 'DimensionTemplateDefaultUnset':
      templates.update(client_id, event.data.template_id, { is_default: false, updated_at: at });
      return;
    case 'DimensionTemplateArchived':
    case 'DimensionTemplateRestored':
      templates.update(client_id, event.data.template_id, { deleted_at: event.type === 'DimensionTemplateArchived' ? at : null, updated_at: at });
      return;
    case 'DimensionTemplateDeleted':
      templates.remove(client_id, event.data.template_id);
      return;
  }
}
