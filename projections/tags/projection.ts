import type pg from 'pg';
import { TAG_STREAM_PREFIX, tagEventTypes, tagIdOf, type TagEvent, type TagTarget } from '../../domain/tags/index.js';
import type { RecordedEvent } from '../../eventstore/port.js';
import type { Projection } from '../projection.js';
import { unappliedEvents } from '../stream-revisions.js';
import type { TagRow } from './queries.js';

/** A row as it is written: dates are ISO strings when they come from an event, and the position of the last event. */
type WrittenRow = Omit<TagRow, 'deleted_at' | 'created_at' | 'updated_at'> & {
  deleted_at: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
  position_commit: number;
  position_prepare: number;
};

/**
 * The tags read model: one row per tag, with the position of the event that changed it last (the tag index reads
 * the rows changed since a position). A batch is folded in memory, rows it touches loaded once, and written back
 * with one upsert.
 */
export const tagsProjection: Projection<TagEvent> = {
  name: 'tags',
  streams: [TAG_STREAM_PREFIX],
  eventTypes: tagEventTypes,
  tables: ['tags', 'tags_stream_revisions'],
  async apply(events, db) {
    const fresh = await unappliedEvents(db, 'tags_stream_revisions', events);
    if (fresh.length === 0) return;
    const rows = await loadRows(db, fresh);
    for (const event of fresh) fold(rows, event);
    await writeRows(db, [...rows.values()]);
  },
};

type RecordedTagEvent = RecordedEvent<TagEvent>;

async function loadRows(db: pg.ClientBase, events: RecordedTagEvent[]): Promise<Map<string, WrittenRow>> {
  const ids = [...new Set(events.filter((event) => event.type !== 'TagCreated').map((event) => tagIdOf(event.streamId)))];
  const rows = new Map<string, WrittenRow>();
  if (ids.length === 0) return rows;
  const { rows: found } = await db.query<WrittenRow>('SELECT * FROM tags WHERE id = ANY($1::uuid[])', [ids]);
  for (const row of found) rows.set(row.id, row);
  return rows;
}

function fold(rows: Map<string, WrittenRow>, event: RecordedTagEvent): void {
  const id = tagIdOf(event.streamId);
  const by = typeof event.metadata.user_id === 'string' ? event.metadata.user_id : null;
  const touched = { updated_at: event.data.at, updated_by: by, position_commit: event.position.commit, position_prepare: event.position.prepare };
  const row = rows.get(id);
  if (event.type === 'TagCreated') {
    const { tag_id, client_id, scope, user_id, type, value, target, nature, forced, at } = event.data;
    rows.set(id, { id: tag_id, client_id, user_id, scope, type, value, ...targetColumns(target), nature, forced, locked: false, deleted_at: null, created_at: at, created_by: by, ...touched });
    return;
  }
  if (!row) return;
  switch (event.type) {
    case 'TagChanged':
      rows.set(id, { ...row, ...targetColumns(event.data.target), nature: event.data.nature, ...touched });
      return;
    case 'TagLocked':
    case 'TagUnlocked':
      rows.set(id, { ...row, locked: event.type === 'TagLocked', ...touched });
      return;
    case 'TagDeleted':
    case 'TagRestored':
      rows.set(id, { ...row, deleted_at: event.type === 'TagDeleted' ? event.data.at : null, ...touched });
      return;
    case 'TagForcingChanged':
      rows.set(id, { ...row, forced: event.data.forced, ...touched });
      return;
  }
}

function targetColumns(target: TagTarget) {
  return { contact_id: target.status === 'contact' ? target.contact_id : null, internal: target.status === 'internal', ignored: target.status === 'ignored' };
}

/** Every column with its SQL type, for the upsert's arrays. */
const COLUMNS = [
  ['id', 'uuid'],
  ['client_id', 'uuid'],
  ['user_id', 'uuid'],
  ['scope', 'text'],
  ['type', 'text'],
  ['value', 'text'],
  ['contact_id', 'uuid'],
  ['internal', 'boolean'],
  ['ignored', 'boolean'],
  ['nature', 'text'],
  ['forced', 'boolean'],
  ['locked', 'boolean'],
  ['deleted_at', 'timestamptz'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
  ['created_by', 'uuid'],
  ['updated_by', 'uuid'],
  ['position_commit', 'bigint'],
  ['position_prepare', 'bigint'],
] as const satisfies ReadonlyArray<readonly [keyof WrittenRow, string]>;

async function writeRows(db: pg.ClientBase, rows: WrittenRow[]): Promise<void> {
  if (rows.length === 0) return;
  const names = COLUMNS.map(([name]) => name);
  const arrays = COLUMNS.map(([, type], index) => `$${index + 1}::${type}[]`);
  const updates = names.filter((name) => name !== 'id').map((name) => `${name} = excluded.${name}`);
  await db.query(
    `INSERT INTO tags (${names.join(', ')}) SELECT * FROM unnest(${arrays.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    names.map((name) => rows.map((row) => row[name])),
  );
}
